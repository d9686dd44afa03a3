import TextField from '@mui/material/TextField';
import type { StepBodyProps } from './step-body-props';

export function RiskFactorsStep({ titleId, draft, onChange }: StepBodyProps) {
  return (
    <TextField
      fullWidth
      multiline
      minRows={4}
      value={draft.riskFactors ?? ''}
      onChange={(event) => onChange({ riskFactors: event.target.value })}
      placeholder="For example: I'm a nurse and want to prevent falls or a back injury from lifting patients."
      slotProps={{ htmlInput: { 'aria-labelledby': titleId, maxLength: 2000 } }}
    />
  );
}
