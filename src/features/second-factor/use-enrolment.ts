import { useEffect, useState } from 'react';
import type { FormProblem } from '../../components/problem-alert';
import { isServerMode } from '../../config/case-store-mode';
import type { EnrolmentStart } from '../../../machines/session/second-factor.api';
import {
  confirmEnrolment,
  fetchSecondFactorStatus,
  startEnrolment,
} from '../../api/second-factor-api';

export type EnrolmentStep =
  /** Browser-only mode: no sign-in, so no factor (the spec's open screens). */
  | { kind: 'browserMode' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'enrolled'; enrolledAt: string | null; recoveryCodesLeft: number }
  | { kind: 'notEnrolled' }
  | { kind: 'scanning'; enrolment: EnrolmentStart }
  | { kind: 'done'; recoveryCodes: string[] };

export interface Enrolment {
  step: EnrolmentStep;
  busy: boolean;
  problem: FormProblem | null;
  start: () => void;
  confirm: (code: string) => void;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** The enrolment's steps, on the server's word: status, secret, code, recovery codes. */
export function useEnrolment(): Enrolment {
  const [step, setStep] = useState<EnrolmentStep>(
    isServerMode() ? { kind: 'loading' } : { kind: 'browserMode' },
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const fail = (error: unknown) =>
    setProblem((last) => ({ message: messageOf(error), attempt: (last?.attempt ?? 0) + 1 }));

  useEffect(() => {
    if (!isServerMode()) return;
    let live = true;
    fetchSecondFactorStatus().then(
      (status) => {
        if (!live) return;
        setStep(status.enrolled ? { kind: 'enrolled', ...status } : { kind: 'notEnrolled' });
      },
      (error: unknown) => live && setStep({ kind: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: () => Promise<EnrolmentStep>) => {
    setBusy(true);
    try {
      const next = await action();
      setProblem(null);
      setStep(next);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    step,
    busy,
    problem,
    start: () => {
      if (!busy) void run(async () => ({ kind: 'scanning', enrolment: await startEnrolment() }));
    },
    confirm: (code) => {
      if (busy) return;
      if (code.trim() === '') {
        fail(new Error('Enter the six digits your app shows.'));
        return;
      }
      void run(async () => ({ kind: 'done', recoveryCodes: await confirmEnrolment(code) }));
    },
  };
}
