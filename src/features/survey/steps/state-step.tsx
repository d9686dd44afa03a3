import TextField from '@mui/material/TextField';
import { US_STATES, type UsState } from '../../../../machines/survey';
import type { StepBodyProps } from './step-body-props';

export function StateStep({ draft, onChange }: StepBodyProps) {
  return (
    <TextField
      select
      fullWidth
      label="State"
      value={draft.state ?? ''}
      onChange={(event) => onChange({ state: (event.target.value || null) as UsState | null })}
      autoComplete="address-level1"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        Select your state
      </option>
      {US_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </TextField>
  );
}
