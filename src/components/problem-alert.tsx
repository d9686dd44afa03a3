import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

/** Why a form's last attempt failed, for the person to read. */
export interface FormProblem {
  message: string;
  /** Which attempt failed: a repeated failure is announced and focused again. */
  attempt: number;
}

interface ProblemAlertProps {
  id: string;
  problem: FormProblem | null;
  notice: string | null;
}

/**
 * Why a form's attempt failed (signing in, a code): announced (role alert) and focused, so a
 * keyboard or screen reader user is not left on the button wondering. Each failed attempt is
 * a new alert, so the same message twice is announced twice. Without a problem, the notice
 * that sent the person here.
 */
export function ProblemAlert({ id, problem, notice }: ProblemAlertProps) {
  const alertRef = useRef<HTMLDivElement>(null);
  const attempt = problem?.attempt ?? 0;

  useEffect(() => {
    if (attempt > 0) alertRef.current?.focus();
  }, [attempt]);

  if (problem) {
    return (
      <Alert key={attempt} id={id} ref={alertRef} severity="error" tabIndex={-1} sx={{ my: 1 }}>
        {problem.message}
      </Alert>
    );
  }
  if (notice) {
    return (
      <Alert severity="info" role="status" sx={{ my: 1 }}>
        {notice}
      </Alert>
    );
  }
  return null;
}
