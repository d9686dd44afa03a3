import { type CaseRecord, type ConsentGiven, consentRecord, newCase } from '../../../machines/case';
import type { SubmittedAnswers } from '../../../machines/survey';
import type { Database } from '../connect';
import { CASE_COLUMNS, caseRow, toRecord } from './rows';

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
