import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

/** A failed submission's message; it takes the focus, so it is read out at once. */
export function StepError({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <Alert severity="error" ref={ref} tabIndex={-1}>
      {message}
    </Alert>
  );
}
