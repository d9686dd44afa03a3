import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import {
  askPatientMachine,
  caseLifecycleMachine,
  reviewMachine,
  type SaveDecisionInput,
  type SendQuestionInput,
} from '../../../machines/case';
import { approvalLetterMachine, initialLetterForm } from '../../../machines/letter';
import { idleSessionMachine, type SessionAnswer } from '../../../machines/session';
import { stepDraft, stepOf, type SurveyAnswers } from '../../../machines/survey';
import { describedSurveyMachine } from '../../../machines/survey/survey.state-descriptions';
import { EXAMPLE_ANSWERS } from '../../../machines/survey/survey.answer-examples';
import { LETTER_EDITS, LIVE_SESSION } from './machine-samples';

/**
 * An invoked actor that never settles: in the explorer nothing is written, and the person
 * chooses the outcome with the synthetic `xstate.done.actor.*` / `xstate.error.actor.*` events.
 */
function neverSettles<TInput, TOutput = unknown>() {
  return fromPromise<TOutput, TInput>(() => new Promise<never>(() => undefined));
}

export interface ExploredMachine {
  /** The `machine=` value of a link. */
  slug: string;
  title: string;
  /** The export the app runs, as developers search for it. */
  exportName: string;
  summary: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** Events whose payload a person types: the sample value for the current state. */
  sampleValue?: (eventType: string, snapshot: AnyMachineSnapshot) => object | undefined;
  /** Fields an event carries beside its type (a decision carries the status seen). */
  samplePayload?: (eventType: string, snapshot: AnyMachineSnapshot) => object | undefined;
  /** What makes two snapshots the same state for the model paths. */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
}

export const EXPLORED_MACHINES: readonly ExploredMachine[] = [
  {
    slug: 'survey',
    title: 'Survey',
    exportName: 'surveyMachine',
    summary:
      'The patient questionnaire at /: one state per step; Continue carries the step’s answer and its guard decides.',
    machine: describedSurveyMachine.provide({
      actors: { submitSurvey: neverSettles<SurveyAnswers>() },
    }),
    sampleValue: (eventType, snapshot) =>
      eventType === 'survey.continue'
        ? stepDraft(stepOf(snapshot.value as Parameters<typeof stepOf>[0]), EXAMPLE_ANSWERS)
        : undefined,
    // Answers would make every path its own state: the step and a failed submission count.
    serializeState: (snapshot) =>
      JSON.stringify(snapshot.value) +
      ((snapshot.context as { submitError: string | null }).submitError ? ' failed' : ''),
  },
  {
    slug: 'review',
    title: 'Review flow',
    exportName: 'reviewMachine',
    summary:
      'A reviewer approves or denies one case at /review/:caseId: a confirm dialog, the save, back to the overview.',
    machine: reviewMachine.provide({ actors: { saveDecision: neverSettles<SaveDecisionInput>() } }),
    // Server mode's licence rule: an Oregon patient's case, which an Oregon licence may decide.
    input: { caseId: 1, licenceRequired: true, caseState: 'Oregon' },
    // The reviewer decides on the case as shown: an Open one.
    samplePayload: (eventType) =>
      eventType === 'case.approve' || eventType === 'case.deny'
        ? { expectedStatus: 'Open' }
        : eventType === 'licence.known'
          ? { licence: { licensedIn: ['Oregon'] } }
          : undefined,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  },
  {
    slug: 'lifecycle',
    title: 'Case lifecycle',
    exportName: 'caseLifecycleMachine',
    summary:
      'The status of one case: Open until a reviewer decides, meanwhile perhaps waiting for the patient to answer a question; Completed and Denied can be changed again.',
    machine: caseLifecycleMachine,
    // A question and an answer within their limits (machines/case/case.exchange.ts).
    samplePayload: (eventType) =>
      eventType === 'case.ask'
        ? { question: 'How many minutes can you walk before your knee hurts?' }
        : eventType === 'case.answer'
          ? { answer: 'About ten minutes.' }
          : undefined,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  },
  {
    slug: 'ask-patient',
    title: 'Ask the patient',
    exportName: 'askPatientMachine',
    summary:
      'A reviewer’s question to the patient from /review/:caseId (server mode): the dialog, the send, and the page that then shows the case waiting.',
    machine: askPatientMachine.provide({
      actors: { sendQuestion: neverSettles<SendQuestionInput>() },
    }),
    input: { caseId: 1 },
    samplePayload: (eventType) =>
      eventType === 'question.type' ? { question: 'Does cycling hurt your knee?' } : undefined,
    serializeState: (snapshot) =>
      JSON.stringify(snapshot.value) +
      ((snapshot.context as { question: string }).question.trim() === '' ? '' : ' written'),
  },
  {
    slug: 'approval-letter',
    title: 'Approval letter',
    exportName: 'approvalLetterMachine',
    summary:
      'The letter the Approve dialog signs in server mode: diagnoses with their codes (here a 5\'6", 230 lbs patient with obesity) and the product, judged again after every edit.',
    machine: approvalLetterMachine,
    input: initialLetterForm(['Obesity'], { height: `5'6"`, weight: '230', age: '40' }),
    samplePayload: (eventType) => LETTER_EDITS[eventType],
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  },
  {
    slug: 'idle-session',
    title: 'Idle session',
    exportName: 'idleSessionMachine',
    summary:
      'Server mode’s idle sign-out on the reviewer pages: a warning a minute before the session’s idle end, renewed by activity or “Stay signed in”. Timers are events here: send `xstate.after.*` to let the time pass.',
    machine: idleSessionMachine.provide({
      actors: {
        renew: neverSettles<unknown, SessionAnswer>(),
        check: neverSettles<unknown, SessionAnswer>(),
        signOut: neverSettles<unknown, void>(),
      },
    }),
    input: LIVE_SESSION.timing,
    // A renewal or a check the server answers: the session is live (a gone one ends it).
    samplePayload: (eventType) =>
      eventType.startsWith('xstate.done.actor.') && !eventType.includes('signingOut')
        ? { output: LIVE_SESSION }
        : undefined,
    // The clock's readings differ on every run: the state and the failed call count.
    serializeState: (snapshot) => {
      const { problem, activityPending } = snapshot.context as {
        problem: string | null;
        activityPending: boolean;
      };
      return JSON.stringify([snapshot.value, problem, activityPending]);
    },
  },
];

export function findExploredMachine(slug: string | null): ExploredMachine | undefined {
  return EXPLORED_MACHINES.find((entry) => entry.slug === slug);
}
