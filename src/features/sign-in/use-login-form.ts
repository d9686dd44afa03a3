import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { idleSignOutNotice, parseIdleMinutes } from '../../../machines/session/idle.rules';
import { signIn, submitFactorCode, type SignInResult } from '../../api/session-api';
import type { FormProblem } from '../../components/problem-alert';
import { isServerMode } from '../../config/case-store-mode';
import { AFTER_SIGN_IN, safeReturnPath } from '../../lib/return-path';

export const EMPTY_CREDENTIALS_MESSAGE = 'Enter your username and password.';
export const SESSION_EXPIRED_NOTICE = 'Your session has ended. Please sign in again.';
export const EMPTY_CODE_MESSAGE =
  'Enter the code your authenticator app shows, or one of your recovery codes.';

export type LoginProblem = FormProblem;

/** The password first; then, for a reviewer with a second factor, their code. */
export type LoginStep = 'password' | 'factor';

export interface LoginForm {
  step: LoginStep;
  busy: boolean;
  problem: LoginProblem | null;
  /** Why the reviewer was sent here, if they were. */
  notice: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Back from the code step to the password (another account, or a wait that ended). */
  startAgain: () => void;
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
  const [step, setStep] = useState<LoginStep>('password');
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const fail = (message: string) =>
    setProblem((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));

  if (!isServerMode()) {
    return {
      step: 'password',
      busy: false,
      problem: null,
      notice: null,
      onSubmit: (event) => {
        event.preventDefault();
        void navigate(AFTER_SIGN_IN);
      },
      startAgain: () => undefined,
    };
  }

  /** Sends one step; a refusal stays on it with the message and clears the secret typed. */
  const send = async (
    form: HTMLFormElement,
    field: string,
    attempt: () => Promise<SignInResult>,
  ) => {
    setBusy(true);
    try {
      const result = await attempt();
      if (result.outcome === 'signedIn') {
        void navigate(safeReturnPath(params.get('next')), { replace: true });
        return;
      }
      if (result.outcome === 'factorRequired') {
        setProblem(null);
        setStep('factor');
        return;
      }
      fail(result.message);
      const typed = form.elements.namedItem(field);
      if (typed instanceof HTMLInputElement) typed.value = '';
    } catch (error) {
      fail(error instanceof Error ? error.message : 'Signing in failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (form: HTMLFormElement) => {
    const fields = new FormData(form);
    if (step === 'factor') {
      const code = String(fields.get('code') ?? '').trim();
      if (code === '') return fail(EMPTY_CODE_MESSAGE);
      return send(form, 'code', () => submitFactorCode(code));
    }
    const username = String(fields.get('username') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    if (username === '' || password === '') return fail(EMPTY_CREDENTIALS_MESSAGE);
    return send(form, 'password', () => signIn(username, password));
  };

  return {
    step,
    busy,
    problem,
    notice: step === 'password' ? noticeFor(params) : null,
    onSubmit: (event) => {
      event.preventDefault();
      if (!busy) void onSubmit(event.currentTarget);
    },
    startAgain: () => {
      setProblem(null);
      setStep('password');
    },
  };
}
