import OutlinedInput from '@mui/material/OutlinedInput';
import { MAX_NAME_LENGTH } from '../../../../machines/survey';
import type { StepBodyProps } from './step-body-props';

// The bare input, not fields.tsx's TextInput: this is the patient's first page, and the
// label and helper-text parts that TextInput brings along are never shown here.
export function NameStep({ titleId, draft, onChange }: StepBodyProps) {
  return (
    <OutlinedInput
      fullWidth
      value={draft.name ?? ''}
      onChange={(event) => onChange({ name: event.target.value })}
      placeholder="Enter your full name"
      autoComplete="name"
      inputProps={{ 'aria-labelledby': titleId, maxLength: MAX_NAME_LENGTH }}
    />
  );
}
