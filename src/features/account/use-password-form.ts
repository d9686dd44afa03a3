import { useState, type FormEvent } from 'react';
import type { FormProblem } from '../../components/problem-alert';

export interface PasswordForm {
  busy: boolean;
  problem: FormProblem | null;
  /** Set once the server took the new password: what the page announces. */
  done: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * A form that sets a new password: the fields are read when it is sent, the new one must be
 * typed twice alike (a typo would lock the person out), and `send` is the server's call. Its
 * rules (length, common passwords) are the server's, which says what is wrong.
 */
export function usePasswordForm(
  send: (fields: FormData, newPassword: string) => Promise<void>,
): PasswordForm {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [done, setDone] = useState(false);
  const fail = (message: string) =>
    setProblem((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    const newPassword = String(fields.get('newPassword') ?? '');
    if (newPassword === '') return fail('Enter your new password.');
    if (String(fields.get('repeatPassword') ?? '') !== newPassword) {
      return fail('The two new passwords differ. Type the same new password twice.');
    }
    setBusy(true);
    send(fields, newPassword).then(
      () => {
        form.reset();
        setProblem(null);
        setDone(true);
        setBusy(false);
      },
      (error: unknown) => {
        fail(messageOf(error));
        setBusy(false);
      },
    );
  };

  return { busy, problem, done, onSubmit };
}
