import { createActor, initialTransition, transition, type Snapshot } from 'xstate';
import { surveyMachine } from './survey.machine';
import {
  ATTESTATION_STEP,
  QUESTION_STEPS,
  questionStep,
  stepDraft,
  SURVEY_STEPS,
  type AttestationStep,
  type QuestionStepId,
  type SurveyStepId,
} from './survey.steps';
import { ANSWERS_VERSION, withLaterFieldsUnset } from './survey.stored-answers';
import { emptyAnswers, type SurveyAnswers } from './survey.types';
import { parseDraftAnswers, parseStepAnswer } from './survey.validation';

/**
 * The version of what the survey keeps in session storage. Raise it whenever the machine's
 * states or this record change shape: an older build's record is then dropped, never misread.
 * A field added to the survey needs no raise: the record says which answers version wrote
 * it (`answersVersion`), and a resumed survey gets the later fields unset.
 */
export const SURVEY_STORAGE_VERSION = 2;

/** The answers version of a record written before records said it. */
const FIRST_ANSWERS_VERSION = 1;

/** Where a survey stands for resume: still in progress, or submitted (the thank-you). */
export type StoredSurvey =
  | {
      kind: 'inProgress';
      /** One questionnaire from start to thank-you; history entries of another are ignored. */
      run: string;
      snapshot: Snapshot<unknown>;
      /** The current step's answer as typed, not yet continued. */
      draft: Partial<SurveyAnswers> | null;
    }
  | { kind: 'submitted'; run: string; caseId: number | null };

/** Steps a survey may resume at: never the thank-you, never mid-submission. */
type ResumableStep = QuestionStepId | AttestationStep['id'];

const RUN_ID = /^[a-z0-9-]{1,64}$/i;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function resumableStep(value: unknown): ResumableStep | null {
  if (typeof value === 'string') {
    return questionStep(value as SurveyStepId)?.id ?? null;
  }
  const nested = record(value);
  const keys = nested ? Object.keys(nested) : [];
  const { id } = ATTESTATION_STEP;
  return keys.length === 1 && nested?.[id] === 'reviewing' ? id : null;
}

/**
 * Rebuilds the machine's snapshot from a persisted one, trusting nothing in it: the survey
 * is replayed from the start with the saved answers (those asked since a later version than
 * `answersVersion` unset), and the machine itself must accept every step before the saved
 * one. Children (a running submission), history, a failed submission's message and any
 * extra field are left behind. Null when it cannot resume.
 */
export function restorableSurveySnapshot(
  persisted: unknown,
  answersVersion = ANSWERS_VERSION,
): Snapshot<unknown> | null {
  const candidate = record(persisted);
  if (!candidate || candidate.status !== 'active') return null;
  // A calm survey runs no actor: a snapshot carrying one (a submission) is refused whole.
  const children = candidate.children;
  if (children !== undefined && Object.keys(record(children) ?? { children }).length > 0) {
    return null;
  }
  const step = resumableStep(candidate.value);
  const savedAnswers = record(record(candidate.context)?.answers);
  const saved =
    savedAnswers && parseDraftAnswers(withLaterFieldsUnset(savedAnswers, answersVersion));
  if (!step || !saved) return null;

  let [state] = initialTransition(surveyMachine);
  for (const earlier of SURVEY_STEPS.slice(0, SURVEY_STEPS.indexOf(step))) {
    const value = stepDraft(earlier, saved);
    [state] = transition(surveyMachine, state, { type: 'survey.continue', value });
    // The machine refused an earlier answer: this survey could never have got here.
    if (JSON.stringify(state.value) === JSON.stringify(earlier)) return null;
  }
  // Answers of this step and later ones are drafts (kept by Back): shown, checked on Continue.
  const answers = { ...state.context.answers };
  for (const later of SURVEY_STEPS.slice(SURVEY_STEPS.indexOf(step))) {
    Object.assign(answers, stepDraft(later, saved));
  }
  // A Change opened from the attestation goes on after a reload, while every other step's
  // answer still passes (the attestation could be shown again).
  const changingAnswer =
    record(candidate.context)?.changingAnswer === true &&
    QUESTION_STEPS.every(
      ({ id }) => id === step || parseStepAnswer(id, stepDraft(id, answers)) !== null,
    ) &&
    step !== ATTESTATION_STEP.id;
  const restored: Snapshot<unknown> = {
    status: 'active',
    output: undefined,
    error: undefined,
    value: state.value,
    historyValue: {},
    context: { answers, submitError: null, caseId: null, changingAnswer },
    children: {},
  } as Snapshot<unknown>;
  try {
    createActor(surveyMachine, { snapshot: restored });
    return restored;
  } catch {
    return null;
  }
}

/** A submitted survey as the machine's final state: the thank-you, with the case's reference. */
export function submittedSurveySnapshot(caseId: number | null): Snapshot<unknown> {
  return surveyMachine.resolveState({
    value: SURVEY_STEPS[SURVEY_STEPS.length - 1]!,
    context: { answers: emptyAnswers, submitError: null, caseId, changingAnswer: false },
  });
}

/** The unsent answer of one step: only that step's fields, each shaped as a draft. */
export function restorableDraft(
  snapshot: Snapshot<unknown>,
  draft: unknown,
): Partial<SurveyAnswers> | null {
  const fields = record(draft);
  const step = resumableStep((snapshot as { value?: unknown }).value);
  if (!fields || !step || !questionStep(step)) return null;
  const answers = (snapshot as unknown as { context: { answers: SurveyAnswers } }).context.answers;
  const merged = parseDraftAnswers({ ...answers, ...fields });
  return merged && stepDraft(step, merged);
}

/** Parses what the survey kept in session storage; null when it is not this build's or unusable. */
export function parseStoredSurvey(stored: unknown): StoredSurvey | null {
  const envelope = record(stored);
  if (!envelope || envelope.version !== SURVEY_STORAGE_VERSION) return null;
  const run = envelope.run;
  if (typeof run !== 'string' || !RUN_ID.test(run)) return null;

  const submitted = record(envelope.submitted);
  if (submitted) {
    const { caseId } = submitted;
    const valid = caseId === null || (Number.isSafeInteger(caseId) && (caseId as number) > 0);
    return valid ? { kind: 'submitted', run, caseId: caseId as number | null } : null;
  }

  const { answersVersion = FIRST_ANSWERS_VERSION } = envelope;
  if (!Number.isSafeInteger(answersVersion)) return null;
  const snapshot = restorableSurveySnapshot(envelope.snapshot, answersVersion as number);
  if (!snapshot) return null;
  const draft = envelope.draft === undefined ? null : restorableDraft(snapshot, envelope.draft);
  return { kind: 'inProgress', run, snapshot, draft };
}

/** What session storage keeps for a survey in progress. */
export function inProgressRecord(run: string, snapshot: unknown, draft: unknown) {
  return { version: SURVEY_STORAGE_VERSION, answersVersion: ANSWERS_VERSION, run, snapshot, draft };
}

/** What session storage keeps once the survey is submitted: no answers, only the reference. */
export function submittedRecord(run: string, caseId: number | null) {
  return { version: SURVEY_STORAGE_VERSION, run, submitted: { caseId } };
}
