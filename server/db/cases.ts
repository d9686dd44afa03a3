import { type SelectQueryBuilder, sql } from 'kysely';
import {
  isLicensedOnly,
  LETTER_STATUS,
  NEW_CASE_STATUS,
  nameSortKey,
  newCase,
  nextStatus,
  type CaseDecision,
  type CasePage,
  type CasePageQuery,
  type CaseRecord,
  type CaseStatus,
  type DecisionRecord,
} from '../../machines/case';
import type { LicenceCoverage } from '../../machines/letter';
import type { DenialReasonCode } from '../../machines/status';
import type { SubmittedAnswers } from '../../machines/survey';
import { enqueueDecisionMail } from '../mail/outbox';
import type { Database } from './connect';
import type { DatabaseSchema } from './schema';

const dateSubmitted = sql<string>`to_char(date_submitted, 'YYYY-MM-DD')`.as('dateSubmitted');
// ISO 8601 in UTC, as the browser's clock writes it (toISOString), on PGlite and PostgreSQL.
const submittedAt = sql<
  string | null
>`to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('submittedAt');
const CASE_COLUMNS = ['id', 'name', 'status', dateSubmitted, submittedAt] as const;

/** A row as the case it stores: answers only where it has (and was asked for) them. */
function toRecord<
  R extends Omit<CaseRecord, 'answers' | 'submittedAt'> & {
    answers?: CaseRecord['answers'] | null;
    submittedAt: string | null;
  },
>({ answers, submittedAt, ...row }: R): CaseRecord {
  return {
    ...row,
    ...(submittedAt !== null && { submittedAt }),
    ...(answers && { answers }),
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
    answers: entry.answers ? JSON.stringify(entry.answers) : null,
    patient_state: entry.answers?.state ?? null,
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
): Promise<CaseRecord & { repeated?: true }> {
  const row = await db
    .insertInto('cases')
    .values({ ...caseRow(newCase(answers, now)), idempotency_key: idempotencyKey ?? null })
    .$if(idempotencyKey !== undefined, (query) =>
      query.onConflict((conflict) => conflict.column('idempotency_key').doNothing()),
    )
    .returning([...CASE_COLUMNS, 'answers'])
    .executeTakeFirst();
  if (row) return toRecord(row);
  const stored = await db
    .selectFrom('cases')
    .select([...CASE_COLUMNS, 'answers'])
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
 * condition on the indexed state column: its states, or no state at all.
 */
function coveredBy<O>(query: CaseSelect<O>, coverage: LicenceCoverage): CaseSelect<O> {
  return query.where((row) => {
    const either = [];
    if (coverage.states.length > 0) either.push(row('patient_state', 'in', [...coverage.states]));
    if (coverage.stateless) either.push(row('patient_state', 'is', null));
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
 * its status as a literal, so the expression index of the first migration serves it.
 */
const SORT_EXPRESSION = {
  name: sql`name_sort_key`,
  status: sql`status`,
  dateSubmitted: sql`date_submitted`,
  lmn: sql`(status = ${sql.lit(LETTER_STATUS)})`,
} as const;

/**
 * One window of the overview: searched, filtered, sorted (ties by id), with the total.
 * `coverage`: the signed-in reviewer's, which `licensedOnly` keeps to (null: no licence rule).
 */
export async function listCases(
  db: Database,
  page: CasePageQuery,
  coverage: LicenceCoverage | null = null,
): Promise<CasePage> {
  let rows = filtered(db.selectFrom('cases').select(CASE_COLUMNS), page, coverage);
  if (page.sort) {
    const direction = page.sort.order === 'asc' ? sql`asc` : sql`desc`;
    rows = rows.orderBy(sql`${SORT_EXPRESSION[page.sort.key]} ${direction}`);
  }
  const [cases, count] = await Promise.all([
    rows.orderBy('id', 'asc').offset(page.offset).limit(page.limit).execute(),
    filtered(
      db.selectFrom('cases').select(sql<number>`count(*)::int`.as('total')),
      page,
      coverage,
    ).executeTakeFirstOrThrow(),
  ]);
  return { cases: cases.map(toRecord), total: count.total };
}

/**
 * The reviewer's queue: the oldest Open case the licences cover (by date, then by id, which
 * grows with each submission), other than the one just decided; undefined when none is left.
 */
export async function nextOpenCaseId(
  db: Database,
  coverage: LicenceCoverage,
  after: number | null,
): Promise<number | undefined> {
  const row = await coveredBy(db.selectFrom('cases').select('id'), coverage)
    .where('status', '=', NEW_CASE_STATUS)
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
    .select([...CASE_COLUMNS, 'answers'])
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
      .set({ status, version: sql`version + 1` })
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
