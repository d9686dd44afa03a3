import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

// Built from MUI's parts rather than TextField: TextField always bundles the menu Select
// (with Popover and Modal), which the patient's first page never uses.

interface TextInputProps extends Omit<OutlinedInputProps, 'onChange' | 'error'> {
  label?: string;
  helperText?: string;
  error?: boolean;
  /** Ids of more text that describes the field (the step's subtitle). */
  describedBy?: string;
  onValueChange: (value: string) => void;
}

export function TextInput(props: TextInputProps) {
  const { label, helperText, error, describedBy, onValueChange, ...input } = props;
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  const description = [describedBy, helperId].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl fullWidth error={error}>
      {label && (
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={label ? true : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        inputProps={{ ...input.inputProps, 'aria-describedby': description }}
      />
      {helperText && (
        <FormHelperText id={helperId} role={error ? 'alert' : undefined}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
