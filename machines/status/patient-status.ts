import * as v from 'valibot';
import { CASE_STATUSES, type CaseStatus } from '../case/case.record';
import { ExchangeEntrySchema } from '../case/case.exchange';
import { DENIAL_REASON_CODES, denialReason, MAX_DENIAL_NOTE_LENGTH } from './denial-reasons';

const ISO_DATE = v.pipe(v.string(), v.isoDate());

/**
 * What `GET /api/status/:token` tells the patient: the reference, the day submitted, the
 * status, the reviewer's reason when denied, the letter's validity when approved and issued.
 * Never an answer. The client parses the body with this schema where it enters.
 */
export const PatientStatusSchema = v.strictObject({
  reference: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  dateSubmitted: ISO_DATE,
  status: v.picklist(CASE_STATUSES),
  denial: v.nullable(
    v.strictObject({
      reason: v.picklist(DENIAL_REASON_CODES),
      note: v.nullable(v.pipe(v.string(), v.maxLength(MAX_DENIAL_NOTE_LENGTH))),
    }),
  ),
  letter: v.nullable(v.strictObject({ validFrom: ISO_DATE, validUntil: ISO_DATE })),
  /** The reviewer's questions and the patient's answers, oldest first; never who asked. */
  exchange: v.optional(v.array(v.omit(ExchangeEntrySchema, ['askedBy'])), []),
});

/** One question as the patient's page shows it. */
export type PatientQuestion = PatientStatus['exchange'][number];

/**
 * The question the patient may answer now: the unanswered one of an Open case (one waits at
 * a time); null when there is none, or once the case is decided.
 */
export function questionToAnswer(status: PatientStatus): PatientQuestion | null {
  if (status.status !== 'Open') return null;
  return status.exchange.find((entry) => entry.answer === null) ?? null;
}

export type PatientStatus = v.InferOutput<typeof PatientStatusSchema>;

export function parsePatientStatus(value: unknown): PatientStatus | null {
  const result = v.safeParse(PatientStatusSchema, value);
  return result.success ? result.output : null;
}

export const ANSWER_ALREADY_SENT = 'You already answered this question.';
export const ANSWER_AFTER_DECISION =
  'Your request was decided before your answer arrived, so it could not be added.';

/** The words the patient sees for each status. */
export const PATIENT_STATUS_LABELS: Record<CaseStatus, string> = {
  Open: 'In review',
  Completed: 'Approved',
  Denied: 'Not approved',
};

export type PatientStatusView =
  | { kind: 'inReview'; label: string; text: string }
  | { kind: 'approved'; label: string; text: string; letter: PatientStatus['letter'] }
  | {
      kind: 'notApproved';
      label: string;
      reason: string;
      note: string | null;
      nextStep: string;
    };

const NO_REASON_RECORDED = {
  explanation: 'The reviewer did not approve this request.',
  nextStep: 'You can start a new questionnaire if your situation has changed.',
};

/** The status, as the patient's page shows it: one rule for the page, the mail and tests. */
export function patientStatusView(status: PatientStatus): PatientStatusView {
  const label = PATIENT_STATUS_LABELS[status.status];
  switch (status.status) {
    case 'Open':
      return {
        kind: 'inReview',
        label,
        text: questionToAnswer(status)
          ? 'The provider reviewing your request has a question for you. Your request waits for your answer.'
          : 'A licensed provider is reviewing your answers. This page updates by itself.',
      };
    case 'Completed':
      return {
        kind: 'approved',
        label,
        text: status.letter
          ? 'Your Letter of Medical Necessity is ready.'
          : 'Your Letter of Medical Necessity is being prepared. This page updates by itself.',
        letter: status.letter,
      };
    case 'Denied': {
      // A denial decided before reasons were recorded (or in browser-only mode) has none.
      const reason = status.denial ? denialReason(status.denial.reason) : NO_REASON_RECORDED;
      return {
        kind: 'notApproved',
        label,
        reason: reason.explanation,
        note: status.denial?.note ?? null,
        nextStep: reason.nextStep,
      };
    }
  }
}
