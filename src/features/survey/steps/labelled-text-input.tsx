import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import { useId } from 'react';
import { TextInput, type TextInputProps } from './text-input';

interface LabelledTextInputProps extends Omit<TextInputProps, 'label' | 'helper' | 'id'> {
  label?: string;
  /** Shown below the box and read with it; an alert when `error` is set. */
  helperText?: string;
}

/** A text box with a visible label and a helper text (the later steps' fields). */
export function LabelledTextInput({ label, helperText, ...props }: LabelledTextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <TextInput
      {...props}
      id={id}
      label={
        label === undefined
          ? undefined
          : {
              text: label,
              element: (
                <InputLabel htmlFor={id} shrink>
                  {label}
                </InputLabel>
              ),
            }
      }
      helper={
        helperText === undefined
          ? undefined
          : {
              id: helperId,
              element: (
                <FormHelperText id={helperId} role={props.error ? 'alert' : undefined}>
                  {helperText}
                </FormHelperText>
              ),
            }
      }
    />
  );
}
