import { type SelectQueryBuilder, sql } from 'kysely';
import type {
  CasePage,
  CasePageQuery,
  CaseRecord,
  CaseStatus,
  DecisionRecord,
} from '../../machines/case';
import { toLocalIsoDate } from '../../machines/case';
import type { SurveyAnswers } from '../../machines/survey';
import { type CaseDecision as Decision, nextStatus } from '../../machines/case';
import type { Database } from './connect';
import type { DatabaseSchema } from './schema';

/** What the API shows of a case row: dates as yyyy-mm-dd text, answers only where asked. */
interface CaseRow {
  id: number;
  name: string;
  status: CaseStatus;
  dateSubmitted: string;
  answers?: SurveyAnswers | null;
}

const dateSubmitted = sql<string>`to_char(date_submitted, 'YYYY-MM-DD')`.as('dateSubmitted');

function toRecord(row: CaseRow): CaseRecord {
  const record: CaseRecord = {
    id: row.id,
    name: row.name,
    status: row.status,
    dateSubmitted: row.dateSubmitted,
  };
  if (row.answers) record.answers = row.answers;
  return record;
}

export async function insertCase(db: Database, answers: SurveyAnswers, now = new Date()) {
  const row = await db
    .insertInto('cases')
    .values({
      name: answers.name,
      status: 'Open',
      date_submitted: toLocalIsoDate(now),
      answers: JSON.stringify(answers),
    })
    .returning(['id', 'name', 'status', dateSubmitted, 'answers'])
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** LIKE's wildcards and its escape character taken literally: a search is plain text. */
export function likePattern(search: string): string {
  const text = search.trim().replace(/\s+/g, ' ');
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type CaseSelect<O> = SelectQueryBuilder<DatabaseSchema, 'cases', O>;

function filtered<O>(query: CaseSelect<O>, page: CasePageQuery): CaseSelect<O> {
  let selected = query;
  if (page.status !== 'All') selected = selected.where('status', '=', page.status);
  if (page.search.trim() !== '') {
    selected = selected.where(sql<boolean>`name ilike ${likePattern(page.search)} escape '\\'`);
  }
  return selected;
}

const SORT_EXPRESSION = {
  name: sql`lower(name)`,
  status: sql`status`,
  dateSubmitted: sql`date_submitted`,
  lmn: sql`(status = 'Completed')`,
} as const;

/** One window of the overview: searched, filtered, sorted (ties by id), with the total. */
export async function listCases(db: Database, page: CasePageQuery): Promise<CasePage> {
  let rows = filtered(db.selectFrom('cases').select(['id', 'name', 'status', dateSubmitted]), page);
  if (page.sort) {
    const direction = page.sort.order === 'asc' ? sql`asc` : sql`desc`;
    rows = rows.orderBy(sql`${SORT_EXPRESSION[page.sort.key]} ${direction}`);
  }
  const [cases, count] = await Promise.all([
    rows.orderBy('id', 'asc').offset(page.offset).limit(page.limit).execute(),
    filtered(
      db.selectFrom('cases').select(sql<number>`count(*)::int`.as('total')),
      page,
    ).executeTakeFirstOrThrow(),
  ]);
  return { cases: cases.map(toRecord), total: count.total };
}

export async function findCase(db: Database, id: number): Promise<CaseRecord | undefined> {
  const row = await db
    .selectFrom('cases')
    .select(['id', 'name', 'status', dateSubmitted, 'answers'])
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
 * the update (guarded by status and version too) and its audit entry committed together.
 */
export async function decideCase(
  db: Database,
  input: {
    caseId: number;
    reviewerId: number;
    decision: Decision;
    expectedStatus: CaseStatus;
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
    if (status === current.status) {
      await input.alongside?.(trx);
      return { outcome: 'decided', case: await stored() };
    }
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
      })
      .execute();
    await input.alongside?.(trx);
    return { outcome: 'decided', case: await stored() };
  });
}
