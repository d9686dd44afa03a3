import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { arrivedByNavigation } from '../lib/route-focus';

interface PageHeadingProps {
  children: ReactNode;
  id?: string;
}

/**
 * The page's one h1. When the page was reached by a navigation inside the app (Login, Review,
 * a decision, Back to Overview), focus moves to it, so keyboard and screen-reader users start
 * at the new page instead of being left on the body of the old one.
 */
export function PageHeading({ children, id }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const arrivalKey = useRef(key);

  useEffect(() => {
    // Only on arrival: later address changes on the same page (the overview's search writes
    // the address on every key) must never pull focus away from what the person is using.
    if (arrivedByNavigation(arrivalKey.current)) ref.current?.focus();
  }, []);

  return (
    <Typography
      id={id}
      ref={ref}
      tabIndex={-1}
      variant="h4"
      component="h1"
      gutterBottom
      sx={{ outlineOffset: 4 }}
    >
      {children}
    </Typography>
  );
}
