import {
  type CasePartner,
  type CaseRecord,
  type ConsentGiven,
  consentRecord,
  newCase,
} from '../../../machines/case';
import type { SubmittedAnswers } from '../../../machines/survey';
import type { Database } from '../connect';
import { idempotencyKeyHash, submissionHash } from './idempotency';
import { CASE_COLUMNS, CASE_DETAIL_COLUMNS, caseRow, toRecord } from './rows';

/** An Idempotency-Key already stored with other answers (or before answers were hashed). */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('The Idempotency-Key was stored with another submission');
    this.name = 'IdempotencyKeyReusedError';
  }
}

/**
 * Stores a submission as a new Open case. With the browser's idempotency key, a repeat of the
 * same answers (a retry after a lost answer) stores nothing and returns the case the first one
 * stored; the same key with other answers is refused (`IdempotencyKeyReusedError`), never given
 * the stored case. The key is stored as its hash, beside the hash of the submission.
 */
export async function insertCase(
  db: Database,
  answers: SubmittedAnswers,
  now = new Date(),
  idempotencyKey?: string,
  consent?: ConsentGiven,
  partner?: CasePartner,
): Promise<CaseRecord & { repeated?: true }> {
  // Accepted now, by the server's clock: the submission is the continue that gave it.
  const given = consent && consentRecord(consent, now);
  const keyHash = idempotencyKey === undefined ? null : idempotencyKeyHash(idempotencyKey);
  const requestHash = keyHash === null ? null : submissionHash(answers, consent, partner);
  const row = await db
    .insertInto('cases')
    .values({
      ...caseRow(newCase(answers, now, given, partner)),
      idempotency_key: keyHash,
      idempotency_request_hash: requestHash,
    })
    .$if(keyHash !== null, (query) =>
      query.onConflict((conflict) => conflict.column('idempotency_key').doNothing()),
    )
    .returning([...CASE_COLUMNS, ...CASE_DETAIL_COLUMNS])
    .executeTakeFirst();
  if (row) return toRecord(row);
  const { idempotency_request_hash: storedHash, ...stored } = await db
    .selectFrom('cases')
    .select([...CASE_COLUMNS, ...CASE_DETAIL_COLUMNS, 'idempotency_request_hash'])
    .where('idempotency_key', '=', keyHash)
    .executeTakeFirstOrThrow();
  // A key stored before its submission was hashed (migration 0013) matches no answers.
  if (storedHash !== requestHash) throw new IdempotencyKeyReusedError();
  return { ...toRecord(stored), repeated: true };
}
