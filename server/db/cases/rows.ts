import { sql } from 'kysely';
import {
  type CaseProduct,
  type CaseRecord,
  NEW_CASE_STATUS,
  nameSortKey,
  type StoredOpenStage,
} from '../../../machines/case';
import { parseStoredAnswers, stampedAnswers } from '../../../machines/survey/survey.answer-sets';

/** The DATE column as yyyy-mm-dd text, as the case's shape holds it. */
export const dateSubmitted = sql<string>`to_char(date_submitted, 'YYYY-MM-DD')`.as('dateSubmitted');
// ISO 8601 in UTC, as the browser's clock writes it (toISOString), on PGlite and PostgreSQL.
const submittedAt = sql<
  string | null
>`to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('submittedAt');
const openStage = sql<StoredOpenStage | null>`open_stage`.as('openStage');

/** The partner's link a case came from: the overview's partner column reads it too. */
const PARTNER_COLUMNS = ['partner_slug', 'product', 'order_ref'] as const;

/** The columns every read of a case selects; the answers and consent are asked for apart. */
export const CASE_COLUMNS = [
  'id',
  'name',
  'status',
  dateSubmitted,
  submittedAt,
  openStage,
  ...PARTNER_COLUMNS,
] as const;

/** The names a list's window selects again from its parts (list-window.ts). */
export const LISTED_NAMES = [
  'id',
  'name',
  'status',
  'dateSubmitted',
  'submittedAt',
  'openStage',
  ...PARTNER_COLUMNS,
] as const;

/** What one case's read adds to CASE_COLUMNS: its answers and consent. */
export const CASE_DETAIL_COLUMNS = ['answers', 'consent'] as const;

/** A case as CASE_COLUMNS read it: what the list shows. */
export type ListedRow = Omit<
  CaseRecord,
  'answers' | 'submittedAt' | 'consent' | 'openStage' | 'partner'
> & {
  submittedAt: string | null;
  openStage: CaseRecord['openStage'] | null;
  partner_slug: string | null;
  product: CaseProduct | null;
  order_ref: string | null;
};

/** A row as the case it stores: answers and consent only where it has (and was asked for) them. */
export function toRecord<
  R extends ListedRow & {
    answers?: CaseRecord['answers'] | null;
    consent?: CaseRecord['consent'] | null;
  },
>({
  answers,
  consent,
  submittedAt,
  openStage,
  partner_slug: partnerSlug,
  product,
  order_ref: order,
  ...row
}: R): CaseRecord {
  return {
    ...row,
    ...(partnerSlug &&
      product && {
        partner: { slug: partnerSlug, product, ...(order && { order }) },
      }),
    ...(submittedAt !== null && { submittedAt }),
    // The stage within Open only: a decided case has none.
    ...(openStage !== null && row.status === NEW_CASE_STATUS && { openStage }),
    // Read as this build reads answers, whichever version of the survey stored them.
    ...(answers && { answers: parseStoredAnswers(answers) ?? answers }),
    ...(consent && { consent }),
  };
}

/** A case as the row that stores it: the one mapping from the case's shape to the columns. */
export function caseRow(entry: Omit<CaseRecord, 'id' | 'history'>) {
  return {
    name: entry.name,
    name_sort_key: nameSortKey(entry.name),
    status: entry.status,
    date_submitted: entry.dateSubmitted,
    submitted_at: entry.submittedAt ?? null,
    answers: entry.answers ? JSON.stringify(stampedAnswers(entry.answers)) : null,
    patient_state: entry.answers?.state ?? null,
    consent: entry.consent ? JSON.stringify(entry.consent) : null,
    partner_slug: entry.partner?.slug ?? null,
    product: entry.partner ? JSON.stringify(entry.partner.product) : null,
    order_ref: entry.partner?.order ?? null,
  };
}
