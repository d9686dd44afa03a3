import { type SelectQueryBuilder, sql } from 'kysely';
import {
  DEFAULT_QUERY,
  isLicensedOnly,
  LETTER_STATUS,
  NEW_CASE_STATUS,
  nameSortKey,
  newCase,
  nextStatus,
  type CaseCursor,
  type CaseDecision,
  type CasePage,
  type CasePageQuery,
  type CaseRecord,
  type CaseStatus,
  type ConsentGiven,
  consentRecord,
  type DecisionRecord,
  type SortKey,
  type StoredOpenStage,
  WAITING_STAGE,
} from '../../machines/case';
import type { LicenceCoverage } from '../../machines/letter';
import type { DenialReasonCode } from '../../machines/status';
import { parseStoredAnswers, stampedAnswers, type SubmittedAnswers } from '../../machines/survey';
import { enqueueDecisionMail } from '../mail/outbox';
import type { Database } from './connect';
import type { DatabaseSchema } from './schema';

const dateSubmitted = sql<string>`to_char(date_submitted, 'YYYY-MM-DD')`.as('dateSubmitted');
// ISO 8601 in UTC, as the browser's clock writes it (toISOString), on PGlite and PostgreSQL.
const submittedAt = sql<
  string | null
>`to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('submittedAt');
const openStage = sql<StoredOpenStage | null>`open_stage`.as('openStage');
const CASE_COLUMNS = ['id', 'name', 'status', dateSubmitted, submittedAt, openStage] as const;

/** A row as the case it stores: answers and consent only where it has (and was asked for) them. */
function toRecord<
  R extends Omit<CaseRecord, 'answers' | 'submittedAt' | 'consent' | 'openStage'> & {
    answers?: CaseRecord['answers'] | null;
    consent?: CaseRecord['consent'] | null;
    submittedAt: string | null;
    openStage: CaseRecord['openStage'] | null;
  },
>({ answers, consent, submittedAt, openStage, ...row }: R): CaseRecord {
  return {
    ...row,
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
  };
}

/**
 * Stores a submission as a new Open case. With the browser's idempotency key, a repeat (a
 * retry after a lost answer) stores nothing and returns the case the first one stored.
 */
export async function insertCase(
  db: Database,
  answers: SubmittedAnswers,
  now = new Date(),
  idempotencyKey?: string,
  consent?: ConsentGiven,
): Promise<CaseRecord & { repeated?: true }> {
  // Accepted now, by the server's clock: the submission is the continue that gave it.
  const given = consent && consentRecord(consent, now);
  const row = await db
    .insertInto('cases')
    .values({ ...caseRow(newCase(answers, now, given)), idempotency_key: idempotencyKey ?? null })
    .$if(idempotencyKey !== undefined, (query) =>
      query.onConflict((conflict) => conflict.column('idempotency_key').doNothing()),
    )
    .returning([...CASE_COLUMNS, 'answers', 'consent'])
    .executeTakeFirst();
  if (row) return toRecord(row);
  const stored = await db
    .selectFrom('cases')
    .select([...CASE_COLUMNS, 'answers', 'consent'])
    .where('idempotency_key', '=', idempotencyKey ?? null)
    .executeTakeFirstOrThrow();
  return { ...toRecord(stored), repeated: true };
}

/** LIKE's wildcards and its escape character taken literally: a search is plain text. */
export function likePattern(search: string): string {
  const text = search.trim().replace(/\s+/g, ' ');
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type CaseSelect<O> = SelectQueryBuilder<DatabaseSchema, 'cases', O>;

/**
 * The cases a reviewer's licences cover (`licenceCoverage`, machines/letter/licence.ts) as a
 * condition on the indexed state column: its states, or no state at all. The counts table
 * has the same column, so a covered total is the same condition on it.
 */
function coveredBy<T extends 'cases' | 'case_counts', O>(
  query: SelectQueryBuilder<DatabaseSchema, T, O>,
  coverage: LicenceCoverage,
): SelectQueryBuilder<DatabaseSchema, T, O> {
  const state = sql.ref<string | null>('patient_state');
  return query.where((row) => {
    const either = [];
    if (coverage.states.length > 0) either.push(row(state, 'in', [...coverage.states]));
    if (coverage.stateless) either.push(row(state, 'is', null));
    return either.length > 0 ? row.or(either) : row.lit(false);
  });
}

function filtered<O>(
  query: CaseSelect<O>,
  page: CasePageQuery,
  coverage: LicenceCoverage | null,
): CaseSelect<O> {
  let selected = query;
  if (coverage && isLicensedOnly(page)) selected = coveredBy(selected, coverage);
  if (page.status !== 'All') selected = selected.where('status', '=', page.status);
  if (page.search.trim() !== '') {
    selected = selected.where(sql<boolean>`name ilike ${likePattern(page.search)} escape '\\'`);
  }
  return selected;
}

/**
 * The values the browser's `selectCases` sorts by (machines/case/case.query.ts), in SQL: the
 * stored name sort key (collation "C", as the browser compares it), and the letter rule with
 * its status as a literal, so the expression indexes serve it. Each with the type a value
 * read back as text is cast to, to seek to it.
 */
const SORT_EXPRESSION = {
  name: { sql: sql`name_sort_key`, type: sql`text` },
  status: { sql: sql`status`, type: sql`text` },
  dateSubmitted: { sql: sql`date_submitted`, type: sql`date` },
  lmn: { sql: sql`(status = ${sql.lit(LETTER_STATUS)})`, type: sql`boolean` },
} as const;

/** A window was asked for after a case that does not exist. */
export class CursorNotValidError extends Error {
  constructor() {
    super('The list position (after) is not valid.');
  }
}

/** Where a window starts in the query's order: at (inclusive) or after one case. */
interface Position {
  id: number;
  /** The case's sort value as text (none in the stored order, which is the id's). */
  value: string | null;
  inclusive: boolean;
}

/** A case as the list reads it (CASE_COLUMNS). */
type ListedRow = Omit<CaseRecord, 'answers' | 'submittedAt' | 'consent' | 'openStage'> & {
  submittedAt: string | null;
  openStage: CaseRecord['openStage'] | null;
};

/** A list request: the query, and the licences `licensedOnly` keeps to. */
interface ListRequest {
  page: CasePageQuery;
  coverage: LicenceCoverage | null;
}

/**
 * The counts table (kept by a trigger, migrations 0002 and 0009: a row per status and
 * patient's state) answers a query whose only conditions are the status and the licence
 * filter; any other condition (a search, or a filter added to `CaseQuery` later, which
 * differs from its default) is counted through the indexes `filtered` uses.
 */
function countedFromCounts({ page }: ListRequest): boolean {
  const defaults = DEFAULT_QUERY as unknown as Record<string, unknown>;
  const notConditions = new Set([
    'search',
    'status',
    'sort',
    'licensedOnly',
    'offset',
    'limit',
    'after',
  ]);
  return (
    page.search.trim() === '' &&
    Object.entries(page).every(
      ([field, value]) => notConditions.has(field) || value === defaults[field],
    )
  );
}

async function countCases(db: Database, list: ListRequest): Promise<number> {
  const { page, coverage } = list;
  if (countedFromCounts(list)) {
    const counts = db
      .selectFrom('case_counts')
      .select(sql<number>`coalesce(sum(total), 0)::int`.as('total'))
      .$if(page.status !== 'All', (query) => query.where('status', '=', page.status as CaseStatus));
    const licensed = coverage && isLicensedOnly(page) ? coverage : null;
    const row = await (licensed ? coveredBy(counts, licensed) : counts).executeTakeFirstOrThrow();
    return row.total;
  }
  const row = await filtered(
    db.selectFrom('cases').select(sql<number>`count(*)::int`.as('total')),
    page,
    coverage,
  ).executeTakeFirstOrThrow();
  return row.total;
}

function orderOf(page: CasePageQuery) {
  if (!page.sort) return { by: null, direction: sql`asc`, reverse: sql`desc`, after: sql`>` };
  const ascending = page.sort.order === 'asc';
  return {
    by: SORT_EXPRESSION[page.sort.key],
    direction: ascending ? sql`asc` : sql`desc`,
    reverse: ascending ? sql`desc` : sql`asc`,
    // What comes after a value in this direction (ties come after by id, in either).
    after: ascending ? sql`>` : sql`<`,
  };
}

/** The position a cursor names: its case's sort value, read by id. */
async function cursorPosition(
  db: Database,
  page: CasePageQuery,
  cursor: CaseCursor,
): Promise<Position> {
  const row = await db
    .selectFrom('cases')
    .select(['status', sql<string>`name_sort_key`.as('name'), dateSubmitted])
    .where('id', '=', cursor.id)
    .executeTakeFirst();
  if (!row) throw new CursorNotValidError();
  // The status (and so the letter) a decision may have changed since: the one read then.
  const status = cursor.status ?? row.status;
  const valueOf: Record<SortKey, string> = {
    name: row.name,
    dateSubmitted: row.dateSubmitted,
    status,
    lmn: String(status === LETTER_STATUS),
  };
  return { id: cursor.id, value: page.sort ? valueOf[page.sort.key] : null, inclusive: false };
}

/**
 * The case at `offset` in the query's order, read from the sort's index alone (its value and
 * id; the status and state are in the index for the filters): no row is fetched to be
 * discarded. Counting index entries is linear, so past the middle of the `total` cases it
 * counts from the other end: the same case, at `total - 1 - offset` in the reverse order
 * (value and id both reversed), read by scanning the same index backwards.
 */
async function seekPosition(
  db: Database,
  { page, coverage }: ListRequest,
  total: number,
): Promise<Position | undefined> {
  const fromEnd = total - 1 - page.offset;
  if (fromEnd < 0) return undefined;
  const backwards = fromEnd < page.offset;
  const { by, direction, reverse } = orderOf(page);
  const row = await filtered(
    db
      .selectFrom('cases')
      .select(['id', sql<string | null>`${by ? sql`${by.sql}::text` : sql`null`}`.as('value')]),
    page,
    coverage,
  )
    .$if(by !== null, (query) => query.orderBy(sql`${by?.sql} ${backwards ? reverse : direction}`))
    .orderBy('id', backwards ? 'desc' : 'asc')
    .offset(backwards ? fromEnd : page.offset)
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, value: row.value, inclusive: true };
}

/** The window's cases from a position on: index range scans that read only what they return. */
async function casesFrom(
  db: Database,
  { page, coverage }: ListRequest,
  position: Position | null,
): Promise<ListedRow[]> {
  const { by, direction, after } = orderOf(page);
  const rows = () => filtered(db.selectFrom('cases').select(CASE_COLUMNS), page, coverage);
  const idFrom = position?.inclusive ? ('>=' as const) : ('>' as const);
  if (!by) {
    return rows()
      .$if(position !== null, (query) => query.where('id', idFrom, position?.id ?? 0))
      .orderBy('id', 'asc')
      .limit(page.limit)
      .execute();
  }
  const ordered = rows()
    .orderBy(sql`${by.sql} ${direction}`)
    .orderBy('id', 'asc');
  if (!position) return ordered.limit(page.limit).execute();
  // Sorted with ties by id ascending whichever the direction: the cases that tie with the
  // position's value and follow it by id, then those beyond the value. Each part is one
  // range of an index on (value, id); together they are sorted again, at most 2 windows.
  const value = sql`${position.value}::text::${by.type}`;
  const ties = rows()
    .select(sql<unknown>`${by.sql}`.as('sort_value'))
    .where(sql<boolean>`${by.sql} = ${value}`)
    .where('id', idFrom, position.id)
    .orderBy('id', 'asc')
    .limit(page.limit);
  const beyond = rows()
    .select(sql<unknown>`${by.sql}`.as('sort_value'))
    .where(sql<boolean>`${by.sql} ${after} ${value}`)
    .orderBy(sql`${by.sql} ${direction}`)
    .orderBy('id', 'asc')
    .limit(page.limit);
  // A select (not raw SQL), so the driver may repeat it on a fresh connection.
  const parts = sql<ListedRow & { sort_value: unknown }>`(${ties} union all ${beyond})`;
  return db
    .selectFrom(parts.as('part'))
    .select(['id', 'name', 'status', 'dateSubmitted', 'submittedAt', 'openStage'])
    .orderBy(sql`sort_value ${direction}`)
    .orderBy('id', 'asc')
    .limit(page.limit)
    .execute();
}

/**
 * One window of the overview: searched, filtered, sorted (ties by id), with the total. A
 * window starts after a case (scrolling on), at an offset found in the sort's index alone (a
 * jump, from whichever end of the selection is nearer, so the total is counted first), or at
 * the top; the total comes from the counts table where it can.
 * `coverage`: the signed-in reviewer's, which `licensedOnly` keeps to (null: no licence rule).
 */
export async function listCases(
  db: Database,
  page: CasePageQuery,
  coverage: LicenceCoverage | null = null,
): Promise<CasePage> {
  const list: ListRequest = { page, coverage };
  if (page.after === undefined && page.offset > 0) {
    const total = await countCases(db, list);
    const position = await seekPosition(db, list, total);
    const cases = position ? await casesFrom(db, list, position) : [];
    return { cases: cases.map(toRecord), total };
  }
  const rows = async () =>
    casesFrom(
      db,
      list,
      page.after === undefined ? null : await cursorPosition(db, page, page.after),
    );
  const [cases, total] = await Promise.all([rows(), countCases(db, list)]);
  return { cases: cases.map(toRecord), total };
}

/**
 * The reviewer's queue: the oldest Open case the licences cover (by date, then by id, which
 * grows with each submission), other than the one just decided and those waiting for their
 * patient's answer; undefined when none is left.
 */
export async function nextOpenCaseId(
  db: Database,
  coverage: LicenceCoverage,
  after: number | null,
): Promise<number | undefined> {
  const row = await coveredBy(db.selectFrom('cases').select('id'), coverage)
    .where('status', '=', NEW_CASE_STATUS)
    .where((row) => row.or([row('open_stage', 'is', null), row('open_stage', '<>', WAITING_STAGE)]))
    .$if(after !== null, (query) => query.where('id', '<>', after ?? 0))
    .orderBy('date_submitted', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function findCase(db: Database, id: number): Promise<CaseRecord | undefined> {
  const row = await db
    .selectFrom('cases')
    .select([...CASE_COLUMNS, 'answers', 'consent'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** The case's audit trail, oldest first, naming each reviewer. */
export async function caseHistory(db: Database, caseId: number): Promise<DecisionRecord[]> {
  const rows = await db
    .selectFrom('decisions')
    .innerJoin('reviewers', 'reviewers.id', 'decisions.reviewer_id')
    .select(['reviewers.username', 'decided_at', 'from_status', 'to_status'])
    .where('case_id', '=', caseId)
    .orderBy('decided_at', 'asc')
    .orderBy('decisions.id', 'asc')
    .execute();
  return rows.map((row) => ({
    reviewer: row.username,
    decidedAt: new Date(row.decided_at).toISOString(),
    fromStatus: row.from_status,
    toStatus: row.to_status,
  }));
}

export type DecideResult =
  | { outcome: 'decided'; case: CaseRecord }
  | { outcome: 'conflict'; case: CaseRecord }
  | { outcome: 'not-found' };

/**
 * A reviewer's decision, atomic: the row is locked, its status compared with the one the
 * reviewer saw (else conflict, nothing written), the new status taken from the lifecycle, and
 * the update (guarded by status and version too) and its audit entry committed together. A
 * decision that leaves the status as it is is saved and recorded like any other
 * (docs/architecture.md, "A decision that changes nothing").
 */
export async function decideCase(
  db: Database,
  input: {
    caseId: number;
    reviewerId: number;
    decision: CaseDecision;
    expectedStatus: CaseStatus;
    /** Recorded with a denial and shown to the patient. */
    denial?: { reason: DenialReasonCode; note: string | null } | null;
    /** What else the decision writes (its letter), in the same transaction. */
    alongside?: (trx: Database) => Promise<void>;
  },
): Promise<DecideResult> {
  return db.transaction().execute(async (trx): Promise<DecideResult> => {
    const current = await trx
      .selectFrom('cases')
      .select(['status', 'version'])
      .where('id', '=', input.caseId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { outcome: 'not-found' };
    const stored = () => findCase(trx, input.caseId) as Promise<CaseRecord>;
    if (current.status !== input.expectedStatus)
      return { outcome: 'conflict', case: await stored() };
    const status = nextStatus(current.status, input.decision);
    const updated = await trx
      .updateTable('cases')
      // A decided case is no longer waiting or answered: its stage within Open ends.
      .set({ status, open_stage: null, version: sql`version + 1` })
      .where('id', '=', input.caseId)
      .where('status', '=', input.expectedStatus)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return { outcome: 'conflict', case: await stored() };
    await trx
      .insertInto('decisions')
      .values({
        case_id: input.caseId,
        reviewer_id: input.reviewerId,
        from_status: current.status,
        to_status: status,
        reason: input.denial?.reason ?? null,
        note: input.denial?.note ?? null,
      })
      .execute();
    await input.alongside?.(trx);
    await enqueueDecisionMail(trx, input.caseId, status);
    return { outcome: 'decided', case: await stored() };
  });
}
