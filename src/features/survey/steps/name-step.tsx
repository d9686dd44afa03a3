import TextField from '@mui/material/TextField';
import type { StepBodyProps } from './step-body-props';

export function NameStep({ titleId, draft, onChange }: StepBodyProps) {
  return (
    <TextField
      fullWidth
      autoFocus={false}
      value={draft.name ?? ''}
      onChange={(event) => onChange({ name: event.target.value })}
      placeholder="Enter your full name"
      autoComplete="name"
      slotProps={{ htmlInput: { 'aria-labelledby': titleId, maxLength: 200 } }}
    />
  );
}
