import Alert from '@mui/material/Alert';
import { useFocusWhenShown } from '../../lib/use-focus-when-shown';

/** Why the submission failed, focused as it appears so it is read out at once. */
export function StepErrorAlert({ message }: { message: string }) {
  const ref = useFocusWhenShown<HTMLDivElement>(message);
  return (
    <Alert severity="error" ref={ref} tabIndex={-1}>
      {message}
    </Alert>
  );
}
