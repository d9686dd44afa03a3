import type { CaseStatus } from '../../machines/case';
import {
  confirmedContactEmailOf,
  confirmEmailByHash,
  contactEmailOf,
  setContactEmail,
} from '../db/cases/contact-email';
import type { DecisionEffect } from '../db/cases/decide';
import type { Database } from '../db/connect';
import type { OutboxKind } from '../db/schema';
import { hashToken } from '../db/sessions';
import { retryDelayMs } from './backoff';

/** How long a claimed row is left to its sender before another may try it (a crash). */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

const DECISION_MAIL: Partial<Record<CaseStatus, OutboxKind>> = {
  Completed: 'approved',
  Denied: 'denied',
};

/**
 * Stores the patient's address, once per case, and queues its confirmation mail in the same
 * transaction. False when an address was already given (nothing is changed then).
 */
export async function saveContactEmail(
  db: Database,
  caseId: number,
  email: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await setContactEmail(trx, caseId, email))) return false;
    await trx.insertInto('outbox').values({ case_id: caseId, kind: 'confirm-email' }).execute();
    return true;
  });
}

/**
 * Confirms the address a confirmation mail went to, once, and queues the receipt with the
 * status link in the same transaction. False for a token that confirms nothing.
 */
export async function confirmContactEmail(
  db: Database,
  token: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const caseId = await confirmEmailByHash(trx, hashToken(token), now);
    if (caseId === undefined) return false;
    await trx.insertInto('outbox').values({ case_id: caseId, kind: 'received' }).execute();
    return true;
  });
}

/**
 * Queues a message to the patient when they left an address and confirmed it, in the
 * caller's transaction: news of the case never goes to an address nobody confirmed.
 */
async function enqueueMail(trx: Database, caseId: number, kind: OutboxKind): Promise<void> {
  if ((await confirmedContactEmailOf(trx, caseId)) === null) return;
  await trx.insertInto('outbox').values({ case_id: caseId, kind }).execute();
}

/**
 * A decision's effect: its message, when the patient left an address, queued in the
 * decision's transaction, so the message exists exactly when the decision does.
 */
export const queueDecisionMail: DecisionEffect = async (trx, decided) => {
  const kind = DECISION_MAIL[decided.case.status];
  if (kind) await enqueueMail(trx, decided.case.id, kind);
};

/**
 * Queues the notice that a question waits, when the patient left an address: in the
 * question's transaction. The notice says only that a question waits (messages.ts).
 */
export async function enqueueQuestionMail(trx: Database, caseId: number): Promise<void> {
  await enqueueMail(trx, caseId, 'question');
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
      .select(['id', 'case_id', 'kind'])
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      // A row queued before its address needed confirming (migration 0017) waits for it,
      // without holding up the rows behind it.
      .where((eb) =>
        eb.or([
          eb('kind', '=', 'confirm-email'),
          eb.exists(
            eb
              .selectFrom('cases')
              .select('cases.id')
              .whereRef('cases.id', '=', 'outbox.case_id')
              .where('cases.contact_email_confirmed_at', 'is not', null),
          ),
        ]),
      )
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return undefined;
    // Only the confirmation goes to an address not confirmed yet.
    const email =
      due.kind === 'confirm-email'
        ? await contactEmailOf(trx, due.case_id)
        : await confirmedContactEmailOf(trx, due.case_id);
    if (!email) return undefined;
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
      email,
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
