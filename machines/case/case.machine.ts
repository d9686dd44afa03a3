import { setup } from 'xstate';
import type { CaseStatus } from './case.types';

/** A reviewer's decision and the status it gives the case (SPEC §4). */
export const DECISION_STATUS = {
  approve: 'Completed',
  deny: 'Denied',
} as const satisfies Record<string, CaseStatus>;

export type ReviewDecision = (typeof DECISION_STATUS)[keyof typeof DECISION_STATUS];

export type CaseLifecycleEvent = { type: 'case.approve' } | { type: 'case.deny' };

/**
 * The life of one case: it starts Open; Approve makes it Completed, Deny makes it Denied, and
 * either decision can be changed again later (SPEC §4 does not lock a decided case).
 * Screens never run this machine: it documents the rule, and the review flow follows it.
 */
export const caseLifecycleMachine = setup({
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

/** The state of the lifecycle machine that stands for a stored status. */
export const LIFECYCLE_STATE: Record<CaseStatus, 'open' | 'completed' | 'denied'> = {
  Open: 'open',
  Completed: 'completed',
  Denied: 'denied',
};
