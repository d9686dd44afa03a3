import { setup, transition } from 'xstate';
import { checkAnswer, checkQuestion } from './case.exchange';
import { NEW_CASE_STATUS, type CaseStatus } from './case.record';
import { QUEUED_STAGE, type OpenStage } from './case.open-stage';

/** What a reviewer can decide about a case (the Approve and Deny buttons). */
export const CASE_DECISIONS = ['approve', 'deny'] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];

export type CaseLifecycleEvent =
  | { type: 'case.approve' }
  | { type: 'case.deny' }
  | { type: 'case.ask'; question: string }
  | { type: 'case.answer'; answer: string }
  | { type: 'case.open' };

/**
 * The life of one case: it starts Open; Approve makes it Completed, Deny makes it Denied, and
 * either decision can be changed again later (SPEC §4 does not lock a decided case). While
 * Open, a reviewer may ask the patient a question: the case waits for the patient, is
 * answered, and is back in the queue once a reviewer opens it; a reviewer may decide at any
 * point of that, and a decided case takes no answer.
 * This is the one copy of the rule: every change's new state comes from running it
 * (`nextStatus`, `nextStage`), in the browser's repository and wherever else a case is stored.
 */
// Stryker disable next-line ObjectLiteral: setup holds only the types and guards (below).
export const caseLifecycleMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for the compiler only; emptied, nothing runs differently.
  types: {
    events: {} as CaseLifecycleEvent,
  },
  guards: {
    isQuestionAcceptable: ({ event }) =>
      event.type === 'case.ask' && checkQuestion(event.question).ok,
    isAnswerAcceptable: ({ event }) => event.type === 'case.answer' && checkAnswer(event.answer).ok,
  },
}).createMachine({
  id: 'caseLifecycle',
  initial: NEW_CASE_STATUS,
  // The states are the statuses, so a stored status is a state as it is (a test holds the
  // names together), and Open's sub-states are the stages of case.open-stage.ts.
  states: {
    Open: {
      description: 'Submitted and not decided yet.',
      initial: QUEUED_STAGE,
      on: { 'case.approve': 'Completed', 'case.deny': 'Denied' },
      states: {
        inQueue: {
          description: 'Waiting for a reviewer: "Next open case" may open it.',
          on: { 'case.ask': { guard: 'isQuestionAcceptable', target: 'waitingForPatient' } },
        },
        waitingForPatient: {
          description:
            'A reviewer asked the patient a question: "Waiting for the patient", skipped by "Next open case"; one question at a time.',
          on: { 'case.answer': { guard: 'isAnswerAcceptable', target: 'patientAnswered' } },
        },
        patientAnswered: {
          description:
            'The patient answered: back in the queue, marked "Patient answered" until a reviewer opens it.',
          on: {
            'case.open': 'inQueue',
            'case.ask': { guard: 'isQuestionAcceptable', target: 'waitingForPatient' },
          },
        },
      },
    },
    Completed: {
      description: 'Approved: the Letter of Medical Necessity is available.',
      on: { 'case.deny': 'Denied' },
    },
    Denied: {
      description: 'Denied: the application for medical necessity was rejected.',
      on: { 'case.approve': 'Completed' },
    },
  },
});

/** Where a case stands: its status, and within Open its stage (null once decided). */
export interface CaseStanding {
  status: CaseStatus;
  openStage: OpenStage | null;
}

function stateValueOf({ status, openStage }: CaseStanding) {
  return status === NEW_CASE_STATUS ? { [status]: openStage ?? QUEUED_STAGE } : status;
}

function standingOf(value: unknown): CaseStanding {
  if (typeof value === 'string') return { status: value as CaseStatus, openStage: null };
  const [[status, openStage]] = Object.entries(value as Record<string, string>) as [
    [CaseStatus, OpenStage],
  ];
  return { status, openStage };
}

/**
 * The lifecycle machine put where a case stands and given one event: where the case stands
 * after it, or null when the machine does not take the event from there (an answer to a
 * decided case, a second question while one waits, a text its guard refuses).
 */
export function nextStage(current: CaseStanding, event: CaseLifecycleEvent): CaseStanding | null {
  const from = caseLifecycleMachine.resolveState({ value: stateValueOf(current) });
  if (!from.can(event)) return null;
  const [next] = transition(caseLifecycleMachine, from, event);
  return standingOf(next.value);
}

/** Whether a reviewer may ask the patient a question now (Open, and no question waiting). */
export function mayAskPatient(current: CaseStanding): boolean {
  return nextStage(current, { type: 'case.ask', question: '?' }) !== null;
}

/**
 * The status a decision gives a case that is `current` now. A decision the machine does not
 * take from there (approving a Completed case) leaves the status as it is; it is still saved
 * and, on the server, recorded (docs/architecture.md, "A decision that changes nothing").
 */
export function nextStatus(current: CaseStatus, decision: CaseDecision): CaseStatus {
  const next = nextStage({ status: current, openStage: null }, { type: `case.${decision}` });
  return next?.status ?? current;
}
