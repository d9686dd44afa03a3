import type { CaseStatus } from '../../machines/case';
import type { Database } from '../db/connect';
import type { OutboxKind } from '../db/schema';
import { retryDelayMs } from './backoff';

/** How long a claimed row is left to its sender before another may try it (a crash). */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

const DECISION_MAIL: Partial<Record<CaseStatus, OutboxKind>> = {
  Completed: 'approved',
  Denied: 'denied',
};

/**
 * Stores the patient's address, once per case, and queues the receipt in the same
 * transaction. False when an address was already given (nothing is changed then).
 */
export async function saveContactEmail(
  db: Database,
  caseId: number,
  email: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('cases')
      .set({ contact_email: email })
      .where('id', '=', caseId)
      .where('contact_email', 'is', null)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return false;
    await trx.insertInto('outbox').values({ case_id: caseId, kind: 'received' }).execute();
    return true;
  });
}

/**
 * Queues the decision's message when the patient left an address. Called inside the
 * decision's transaction: the message exists exactly when the decision does.
 */
export async function enqueueDecisionMail(
  trx: Database,
  caseId: number,
  status: CaseStatus,
): Promise<void> {
  const kind = DECISION_MAIL[status];
  if (!kind) return;
  const found = await trx
    .selectFrom('cases')
    .select('id')
    .where('id', '=', caseId)
    .where('contact_email', 'is not', null)
    .executeTakeFirst();
  if (found) await trx.insertInto('outbox').values({ case_id: caseId, kind }).execute();
}

/**
 * Queues the notice that a question waits, when the patient left an address: in the
 * question's transaction. The notice says only that a question waits (messages.ts).
 */
export async function enqueueQuestionMail(trx: Database, caseId: number): Promise<void> {
  const found = await trx
    .selectFrom('cases')
    .select('id')
    .where('id', '=', caseId)
    .where('contact_email', 'is not', null)
    .executeTakeFirst();
  if (found) await trx.insertInto('outbox').values({ case_id: caseId, kind: 'question' }).execute();
}

export interface ClaimedMail {
  id: number;
  caseId: number;
  kind: OutboxKind;
  email: string;
  attempts: number;
}

/**
 * Takes the oldest due row for this sender: marks it leased and counts the attempt, in one
 * statement, so two senders (or a sender and its restart) never take the same row at once.
 */
export async function claimDueMail(db: Database, now: Date): Promise<ClaimedMail | undefined> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox')
      .innerJoin('cases', 'cases.id', 'outbox.case_id')
      .select(['outbox.id', 'outbox.case_id', 'outbox.kind', 'cases.contact_email'])
      .where('outbox.sent_at', 'is', null)
      .where('outbox.next_attempt_at', '<=', now)
      .where((eb) =>
        eb.or([eb('outbox.locked_until', 'is', null), eb('outbox.locked_until', '<=', now)]),
      )
      .orderBy('outbox.next_attempt_at')
      .orderBy('outbox.id')
      .limit(1)
      .forUpdate('outbox')
      .skipLocked()
      .executeTakeFirst();
    if (!due?.contact_email) return undefined;
    const claimed = await trx
      .updateTable('outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        locked_until: new Date(now.getTime() + CLAIM_LEASE_MS),
      }))
      .where('id', '=', due.id)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    return {
      id: due.id,
      caseId: due.case_id,
      kind: due.kind,
      email: due.contact_email,
      attempts: claimed.attempts,
    };
  });
}

export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sent_at: now, locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: the row waits twice as long as after the previous failure. */
export async function markMailFailed(
  db: Database,
  mail: Pick<ClaimedMail, 'id' | 'attempts'>,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      locked_until: null,
      next_attempt_at: new Date(now.getTime() + retryDelayMs(mail.attempts)),
      last_error: reason.slice(0, 500),
    })
    .where('id', '=', mail.id)
    .execute();
}
