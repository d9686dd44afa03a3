import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a step that replaces the last one on the same page (a sign-in's code, an
 * enrolment's next step): it takes focus when it appears, so keyboard and screen-reader users
 * start at the new step rather than on a button that is gone.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Typography
      ref={ref}
      tabIndex={-1}
      variant="h5"
      component="h2"
      gutterBottom
      sx={{ outlineOffset: 4 }}
    >
      {children}
    </Typography>
  );
}
