import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import {
  DENIAL_REASONS,
  type DenialReasonCode,
  isDenialReasonCode,
  MAX_DENIAL_NOTE_LENGTH,
} from '../../../machines/status';

interface DenialReasonFieldsProps {
  reason: DenialReasonCode | null;
  note: string;
  disabled: boolean;
  onReason: (reason: DenialReasonCode) => void;
  onNote: (note: string) => void;
}

/** The Deny dialog's reason (one of the fixed list, required) and the optional note. */
export function DenialReasonFields(props: DenialReasonFieldsProps) {
  const labelId = useId();
  return (
    <>
      <FormControl required disabled={props.disabled} sx={{ mt: 2 }}>
        <FormLabel id={labelId}>Reason for the denial (shown to the patient)</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={props.reason ?? ''}
          onChange={(event) => {
            if (isDenialReasonCode(event.target.value)) props.onReason(event.target.value);
          }}
        >
          {DENIAL_REASONS.map((reason) => (
            <FormControlLabel
              key={reason.code}
              value={reason.code}
              control={<Radio />}
              label={reason.label}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label="Note to the patient (optional)"
        value={props.note}
        onChange={(event) => props.onNote(event.target.value)}
        disabled={props.disabled}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: MAX_DENIAL_NOTE_LENGTH } }}
        helperText="Plain words the patient will read; no diagnosis."
      />
    </>
  );
}
