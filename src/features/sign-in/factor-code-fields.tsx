import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { StepHeading } from '../../components/step-heading';

interface FactorCodeFieldsProps {
  busy: boolean;
  /** The id of the alert that says why the last code was refused, while there is one. */
  problemId: string | null;
  onStartAgain: () => void;
}

/**
 * The sign-in's second step: the code of the reviewer's authenticator app, or a recovery
 * code. Its heading takes focus when it appears: the password was right, and this comes next.
 */
export function FactorCodeFields({ busy, problemId, onStartAgain }: FactorCodeFieldsProps) {
  const hintId = useId();

  return (
    <>
      <StepHeading>Enter your authentication code</StepHeading>
      <Typography id={hintId} color="text.secondary">
        Open your authenticator app and enter the six-digit code it shows for LMN intake. Without
        your phone, enter one of your recovery codes instead.
      </Typography>
      <TextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        error={problemId !== null}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            spellCheck: false,
            'aria-describedby': problemId ? `${problemId} ${hintId}` : hintId,
          },
        }}
        fullWidth
        margin="normal"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={busy}
        sx={{ mt: 2 }}
      >
        Verify
      </Button>
      <Button type="button" fullWidth onClick={onStartAgain} sx={{ mt: 1 }}>
        Sign in as someone else
      </Button>
    </>
  );
}
