import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { idleSignOutNotice, parseIdleMinutes } from '../../../machines/session/idle.rules';
import { signIn } from '../../api/session-api';
import { isServerMode } from '../../config/case-store-mode';
import { AFTER_SIGN_IN, safeReturnPath } from '../../lib/return-path';

export const EMPTY_CREDENTIALS_MESSAGE = 'Enter your username and password.';
export const SESSION_EXPIRED_NOTICE = 'Your session has ended. Please sign in again.';

export interface LoginProblem {
  message: string;
  /** Which attempt failed: a repeated failure is announced and focused again. */
  attempt: number;
}

export interface LoginForm {
  busy: boolean;
  problem: LoginProblem | null;
  /** Why the reviewer was sent here, if they were. */
  notice: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Why the reviewer was sent to /login: an ended session, or an idle sign-out. */
function noticeFor(params: URLSearchParams): string | null {
  const reason = params.get('reason');
  if (reason === 'expired') return SESSION_EXPIRED_NOTICE;
  if (reason !== 'idle') return null;
  const minutes = parseIdleMinutes(params.get('minutes'));
  return minutes === null ? SESSION_EXPIRED_NOTICE : idleSignOutNotice(minutes);
}

/**
 * Browser mode (SPEC §2, §6): the form checks nothing and goes to the overview.
 * Server mode: the server checks the pair; a wrong pair or too many attempts stay here with
 * a message, success goes to the page the reviewer asked for (or the overview).
 */
export function useLoginForm(): LoginForm {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const fail = (message: string) =>
    setProblem((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));

  if (!isServerMode()) {
    return {
      busy: false,
      problem: null,
      notice: null,
      onSubmit: (event) => {
        event.preventDefault();
        void navigate(AFTER_SIGN_IN);
      },
    };
  }

  const onSubmit = async (form: HTMLFormElement) => {
    const fields = new FormData(form);
    const username = String(fields.get('username') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    if (username === '' || password === '') return fail(EMPTY_CREDENTIALS_MESSAGE);
    setBusy(true);
    try {
      const result = await signIn(username, password);
      if (result.outcome === 'signedIn') {
        void navigate(safeReturnPath(params.get('next')), { replace: true });
        return;
      }
      fail(result.message);
      const passwordField = form.elements.namedItem('password');
      if (passwordField instanceof HTMLInputElement) passwordField.value = '';
    } catch (error) {
      fail(error instanceof Error ? error.message : 'Signing in failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    problem,
    notice: noticeFor(params),
    onSubmit: (event) => {
      event.preventDefault();
      if (!busy) void onSubmit(event.currentTarget);
    },
  };
}
