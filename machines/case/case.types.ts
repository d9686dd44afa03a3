import type { SurveyAnswers } from '../survey/survey.types';
import { isValidName, parseSurveyAnswers } from '../survey/survey.validation';

export const CASE_STATUSES = ['Open', 'Completed', 'Denied'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** One entry of the `cases` list in storage (SPEC §3). Seeded cases carry no answers. */
export interface CaseRecord {
  id: number;
  name: string;
  status: CaseStatus;
  /** Local date, yyyy-mm-dd. */
  dateSubmitted: string;
  answers?: SurveyAnswers;
  /** Who decided what and when (server mode keeps this audit trail). */
  history?: DecisionRecord[];
}

/** One reviewer decision, as the audit trail records it. */
export interface DecisionRecord {
  reviewer: string;
  /** ISO 8601 timestamp. */
  decidedAt: string;
  fromStatus: CaseStatus;
  toStatus: CaseStatus;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCaseStatus(value: unknown): value is CaseStatus {
  return (CASE_STATUSES as readonly unknown[]).includes(value);
}

/** Case ids are positive safe integers: larger ones cannot be told apart or put in a URL. */
export function isCaseId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * One stored entry, parsed as untrusted input: a case with a valid id, name (the survey's own
 * name rule, length limit included), status and date, and answers (when it has any) that pass
 * every step's rule. Only the known fields are kept. Returns null for anything else.
 */
export function parseCaseRecord(value: unknown): CaseRecord | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  if (
    !isCaseId(entry.id) ||
    !isValidName(entry.name) ||
    !isCaseStatus(entry.status) ||
    typeof entry.dateSubmitted !== 'string' ||
    !ISO_DATE.test(entry.dateSubmitted)
  ) {
    return null;
  }
  const record: CaseRecord = {
    id: entry.id,
    name: entry.name,
    status: entry.status,
    dateSubmitted: entry.dateSubmitted,
  };
  if (entry.answers === undefined) return record;
  const answers = parseSurveyAnswers(entry.answers);
  return answers ? { ...record, answers } : null;
}

export function isCaseRecord(value: unknown): value is CaseRecord {
  return parseCaseRecord(value) !== null;
}

/** A case id as it appears in a route: a plain integer, nothing else. */
export function parseCaseId(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** A Date as the local calendar day, yyyy-mm-dd. */
export function toLocalIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
