import { setup, transition } from 'xstate';
import { NEW_CASE_STATUS, type CaseStatus } from './case.record';

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
// Stryker disable next-line ObjectLiteral: setup holds only the types (below).
export const caseLifecycleMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for the compiler only; emptied, nothing runs differently.
  types: {
    events: {} as CaseLifecycleEvent,
  },
}).createMachine({
  id: 'caseLifecycle',
  initial: NEW_CASE_STATUS,
  // The states are the statuses, so a stored status is a state as it is.
  states: {
    Open: {
      description: 'Submitted and waiting for a reviewer.',
      on: { 'case.approve': 'Completed', 'case.deny': 'Denied' },
    },
    Completed: {
      description: 'Approved: the Letter of Medical Necessity is available.',
      on: { 'case.deny': 'Denied' },
    },
    Denied: {
      description: 'Denied: the application for medical necessity was rejected.',
      on: { 'case.approve': 'Completed' },
    },
  } satisfies Record<CaseStatus, unknown>,
});

/**
 * The status a decision gives a case that is `current` now: the lifecycle machine is put in
 * that status's state and takes the decision's event. A decision the machine does not take
 * from there (approving a Completed case) leaves the status as it is; it is still saved and,
 * on the server, recorded (docs/architecture.md, "A decision that changes nothing").
 */
export function nextStatus(current: CaseStatus, decision: CaseDecision): CaseStatus {
  const from = caseLifecycleMachine.resolveState({ value: current });
  const [next] = transition(caseLifecycleMachine, from, { type: `case.${decision}` });
  return next.value as CaseStatus;
}
