import * as v from 'valibot';
import { answersSchema, parseSurveyAnswers, type SubmittedAnswers } from '../survey';
import { parseStoredAnswers } from '../survey/survey.answer-sets';
import { ConsentRecordSchema, type ConsentRecord } from './case.consent';
import { compileIs, compileSchema, REFUSED } from './compiled-schema';
import { ExchangeEntrySchema, type ExchangeEntry } from './case.exchange';
import { OpenStageSchema } from './case.open-stage';
import { CasePartnerSchema, type CasePartner } from './case.partner';

/**
 * A case's shape, written once: the schemas below are the type (inferred), the parser of
 * browser storage and of the server's answers, and the server's check of what it sends.
 */
export const CASE_STATUSES = ['Open', 'Completed', 'Denied'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Every case starts here (SPEC §3); the lifecycle machine's initial state has its name. */
export const NEW_CASE_STATUS: CaseStatus = 'Open';

/** The Letter of Medical Necessity exists once a case is approved (SPEC §2). */
export const LETTER_STATUS: CaseStatus = 'Completed';

export const CaseStatusSchema = v.picklist(CASE_STATUSES);

/** Case ids are positive safe integers: larger ones cannot be told apart or put in a URL. */
export const CaseIdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

const IsoDateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

const IsoInstantSchema = v.pipe(v.string(), v.isoTimestamp());

/** Untrusted answers read by one of the survey's parsers, or refused. */
function answersReadBy<Answers>(parse: (value: unknown) => Answers | null) {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const answers = parse(dataset.value);
      if (answers) return answers;
      addIssue({ message: 'The answers are not valid.' });
      return NEVER;
    }),
  );
}

/**
 * A stored case's answers pass every step's rule, whichever version of the survey stored them
 * (an answer asked only since then is unset); only the known fields are kept, trimmed.
 */
const AnswersSchema = answersReadBy(parseStoredAnswers);

/** A submission's answers: every answer of this survey, each passing its rule. */
export const SubmittedAnswersSchema = answersReadBy(parseSurveyAnswers);

/** One reviewer decision, as the audit trail records it. */
export const DecisionRecordSchema = v.object({
  reviewer: v.pipe(v.string(), v.minLength(1)),
  /** ISO 8601 timestamp. */
  decidedAt: v.pipe(
    v.string(),
    v.check((text) => !Number.isNaN(Date.parse(text))),
  ),
  fromStatus: CaseStatusSchema,
  toStatus: CaseStatusSchema,
});
export type DecisionRecord = v.InferOutput<typeof DecisionRecordSchema>;

/**
 * A case's name passes the survey's name rule as the patient's answer did, and is kept as
 * stored. The rule is the survey's schema, compiled: it is run on every stored case.
 */
const isCaseName = compileIs(answersSchema.entries.name);

/** One case: seeded cases carry no answers; only the known fields are kept. */
export const CaseRecordSchema = v.object({
  id: CaseIdSchema,
  name: v.custom<string>(isCaseName, 'The name is not valid.'),
  status: CaseStatusSchema,
  /** Local date, yyyy-mm-dd. */
  dateSubmitted: IsoDateSchema,
  /**
   * The instant of submission (ISO 8601), for how long a case has waited in hours; absent on
   * the seeded samples and on cases stored before it was kept, which have their date alone.
   */
  submittedAt: v.optional(IsoInstantSchema),
  answers: v.optional(AnswersSchema),
  /** The consent given with the submission; absent on the samples and older cases. */
  consent: v.optional(ConsentRecordSchema),
  /**
   * Where an Open case stands when it is not simply queued (the lifecycle's sub-state of
   * Open, case.open-stage.ts): waiting for the patient, or answered. Absent otherwise.
   */
  openStage: v.optional(OpenStageSchema),
  /** The partner link the patient came from, with its product; absent from `/`. */
  partner: v.optional(CasePartnerSchema),
});

/** A case as the review page reads it: with its audit trail where one is kept (server). */
export interface CaseRecord extends v.InferOutput<typeof CaseRecordSchema> {
  history?: DecisionRecord[];
  /** The questions asked of the patient and their answers, oldest first (server). */
  exchange?: ExchangeEntry[];
}

/** A case with its decisions and its questions, as the server sends one case. */
export const CaseWithHistorySchema = v.object({
  ...CaseRecordSchema.entries,
  history: v.array(DecisionRecordSchema),
  exchange: v.optional(v.array(ExchangeEntrySchema), []),
});

/**
 * Valibot reads a list's named fields as an object's; JSON cannot carry those, but a value
 * handed in directly can, so the parsers of whole values refuse lists first.
 */
function isList(value: unknown): boolean {
  return Array.isArray(value);
}

/**
 * The schema as one function: what `v.safeParse` would output, without its datasets and
 * issues, since every read of browser storage checks every stored case (10 000 of them).
 */
const readCaseRecord = compileSchema(CaseRecordSchema);

/** One entry of untrusted input (storage, the server) as a case, or null. */
export function parseCaseRecord(value: unknown): CaseRecord | null {
  if (isList(value)) return null;
  const record = readCaseRecord(value);
  return record === REFUSED ? null : record;
}

export function isCaseRecord(value: unknown): value is CaseRecord {
  return parseCaseRecord(value) !== null;
}

export function isCaseStatus(value: unknown): value is CaseStatus {
  return v.is(CaseStatusSchema, value);
}

export function isCaseId(value: unknown): value is number {
  return v.is(CaseIdSchema, value);
}

export function isDecisionRecord(value: unknown): value is DecisionRecord {
  return !isList(value) && v.is(DecisionRecordSchema, value);
}

export function hasLetter(entry: Pick<CaseRecord, 'status'>): boolean {
  return entry.status === LETTER_STATUS;
}

/** A Date as the local calendar day, yyyy-mm-dd. */
export function toLocalIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A submission as a new case, before its store gives it an id, with the consent its
 * attestation gave (none from a client that did not show it).
 */
export function newCase(
  answers: SubmittedAnswers,
  now: Date,
  consent?: ConsentRecord,
  partner?: CasePartner,
): Omit<CaseRecord, 'id'> {
  return {
    name: answers.name,
    status: NEW_CASE_STATUS,
    dateSubmitted: toLocalIsoDate(now),
    submittedAt: now.toISOString(),
    answers,
    ...(consent && { consent }),
    ...(partner && { partner }),
  };
}

/** A case id as it appears in a route: a plain integer, nothing else. */
export function parseCaseId(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
