import { setup, transition } from 'xstate';
import type { CaseStatus } from './case.types';

/** What a reviewer can decide about a case (the Approve and Deny buttons). */
export const CASE_DECISIONS = ['approve', 'deny'] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];

export type CaseLifecycleEvent = { type: 'case.approve' } | { type: 'case.deny' };

/**
 * The life of one case: it starts Open; Approve makes it Completed, Deny makes it Denied, and
 * either decision can be changed again later (SPEC §4 does not lock a decided case).
 * This is the one copy of the rule: every decision's new status comes from running it
 * (`nextStatus`), in the browser's repository and wherever else a decision is stored.
 */
export const caseLifecycleMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for the compiler only; emptied, nothing runs differently.
  types: {
    events: {} as CaseLifecycleEvent,
  },
}).createMachine({
  id: 'caseLifecycle',
  initial: 'open',
  states: {
    open: {
      description: 'Submitted and waiting for a reviewer (status Open).',
      on: { 'case.approve': 'completed', 'case.deny': 'denied' },
    },
    completed: {
      description: 'Approved: the Letter of Medical Necessity is available (status Completed).',
      on: { 'case.deny': 'denied' },
    },
    denied: {
      description: 'Denied: the application for medical necessity was rejected (status Denied).',
      on: { 'case.approve': 'completed' },
    },
  },
});

type LifecycleState = 'open' | 'completed' | 'denied';

/** The state of the lifecycle machine that stands for a stored status. */
export const LIFECYCLE_STATE: Record<CaseStatus, LifecycleState> = {
  Open: 'open',
  Completed: 'completed',
  Denied: 'denied',
};

const STATUS_OF: Record<LifecycleState, CaseStatus> = {
  open: 'Open',
  completed: 'Completed',
  denied: 'Denied',
};

/**
 * The status a decision gives a case that is `current` now: the lifecycle machine is put in
 * the state of that status and takes the decision's event. A decision the machine does not
 * take from there (approving a Completed case) leaves the status as it is.
 */
export function nextStatus(current: CaseStatus, decision: CaseDecision): CaseStatus {
  const from = caseLifecycleMachine.resolveState({ value: LIFECYCLE_STATE[current] });
  const [next] = transition(caseLifecycleMachine, from, { type: `case.${decision}` });
  return STATUS_OF[next.value as LifecycleState];
}
