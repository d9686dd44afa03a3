import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

// Its own file: the name step (the patient's first page) needs only the text input.

interface SelectInputProps {
  label: string;
  placeholder: string;
  options: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
  autoComplete?: string;
  describedBy?: string;
}

/** A native select: the phone's own picker, and type-ahead on a keyboard. */
export function SelectInput(props: SelectInputProps): ReactNode {
  const id = useId();
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        {props.label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={props.value}
        onChange={(event) => props.onValueChange(event.target.value)}
        input={<OutlinedInput label={props.label} notched />}
        inputProps={{ autoComplete: props.autoComplete, 'aria-describedby': props.describedBy }}
      >
        <option value="" disabled>
          {props.placeholder}
        </option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
