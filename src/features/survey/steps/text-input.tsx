import FormControl from '@mui/material/FormControl';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

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
  const inputRef = useRef<HTMLInputElement>(null);
  // The first step's box is on the page before the app runs: what a person typed (or the
  // browser filled in) meanwhile is in the box but not in the answer. Hydration leaves the
  // box as it is; the answer takes it here, in the same commit, before any render could put
  // the empty answer back into the box.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== String(input.value ?? '')) onValueChange(typed);
    // Only on arrival: afterwards every keystroke reaches onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const description = [describedBy, helper?.id].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl fullWidth error={error}>
      {label?.element}
      <OutlinedInput
        {...input}
        id={id}
        inputRef={inputRef}
        label={label?.text}
        notched={label ? true : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        inputProps={{ ...input.inputProps, 'aria-describedby': description }}
      />
      {helper?.element}
    </FormControl>
  );
}
