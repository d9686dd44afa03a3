import FormControl from '@mui/material/FormControl';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

// Built from MUI's parts rather than TextField: TextField always bundles the menu Select
// (with Popover and Modal), which the patient's first page never uses. A label and a helper
// text come from ./labelled-text-input, so the first page (the name box has neither) does
// not load their components either.

export interface TextInputProps extends Omit<OutlinedInputProps, 'onChange' | 'error' | 'label'> {
  error?: boolean;
  /** Ids of more text that describes the field (the step's subtitle). */
  describedBy?: string;
  onValueChange: (value: string) => void;
  /** Above the box: its label element, and the label's text, which the outline leaves room for. */
  label?: { element: ReactNode; text: string };
  /** Below the box: its helper text element, and the id that element carries. */
  helper?: { element: ReactNode; id: string };
}

export function TextInput(props: TextInputProps) {
  const { label, helper, error, describedBy, onValueChange, id: givenId, ...input } = props;
  const ownId = useId();
  const id = givenId ?? ownId;
  const description = [describedBy, helper?.id].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl fullWidth error={error}>
      {label?.element}
      <OutlinedInput
        {...input}
        id={id}
        label={label?.text}
        notched={label ? true : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        inputProps={{ ...input.inputProps, 'aria-describedby': description }}
      />
      {helper?.element}
    </FormControl>
  );
}
