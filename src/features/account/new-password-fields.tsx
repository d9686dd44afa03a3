import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../machines/account/account.rules';

/** The new password, typed twice, with the rule it must meet said beside it. */
export function NewPasswordFields({ problemId }: { problemId: string | null }) {
  const ruleId = useId();
  const describedBy = [ruleId, problemId].filter(Boolean).join(' ');
  return (
    <>
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters, and not a common password. A few unrelated words make a good one.`}
        slotProps={{
          htmlInput: { 'aria-describedby': describedBy },
          formHelperText: { id: ruleId },
        }}
        fullWidth
        margin="normal"
      />
      <TextField
        label="New password again"
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        slotProps={{ htmlInput: { 'aria-describedby': problemId ?? undefined } }}
        fullWidth
        margin="normal"
      />
    </>
  );
}
