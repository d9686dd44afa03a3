import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import type { LoginProblem } from './use-login-form';

interface LoginProblemAlertProps {
  id: string;
  problem: LoginProblem | null;
  notice: string | null;
}

/**
 * Why signing in failed: announced (role alert) and focused, so a keyboard or screen reader
 * user is not left on the button wondering. Each failed attempt is a new alert, so the same
 * message twice is announced twice. Without a problem, the notice that sent the reviewer here.
 */
export function LoginProblemAlert({ id, problem, notice }: LoginProblemAlertProps) {
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
