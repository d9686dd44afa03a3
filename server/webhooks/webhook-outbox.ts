import { retryDelayMs } from '../mail/backoff';
import type { Database } from '../db/connect';

/** How long a sender holds a claimed event: past it, another sender may take it again. */
const CLAIM_LEASE_MS = 2 * 60_000;

export interface ClaimedDelivery {
  id: number;
  body: string;
  url: string;
  secret: string;
  attempts: number;
}

/**
 * Takes the oldest due event whose partner still has a webhook address: leased and its
 * attempt counted in one transaction, so two senders never send one event at once.
 */
export async function claimDueDelivery(
  db: Database,
  now: Date,
): Promise<ClaimedDelivery | undefined> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhook_deliveries')
      .innerJoin('partners', 'partners.slug', 'webhook_deliveries.partner_slug')
      .select([
        'webhook_deliveries.id',
        'webhook_deliveries.body',
        'partners.webhook_url',
        'partners.webhook_secret',
      ])
      .where('webhook_deliveries.delivered_at', 'is', null)
      .where('webhook_deliveries.next_attempt_at', '<=', now)
      .where((eb) =>
        eb.or([
          eb('webhook_deliveries.locked_until', 'is', null),
          eb('webhook_deliveries.locked_until', '<=', now),
        ]),
      )
      .where('partners.webhook_url', 'is not', null)
      .where('partners.webhook_secret', 'is not', null)
      .orderBy('webhook_deliveries.next_attempt_at')
      .orderBy('webhook_deliveries.id')
      .limit(1)
      .forUpdate('webhook_deliveries')
      .skipLocked()
      .executeTakeFirst();
    if (!due?.webhook_url || !due.webhook_secret) return undefined;
    const claimed = await trx
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        locked_until: new Date(now.getTime() + CLAIM_LEASE_MS),
      }))
      .where('id', '=', due.id)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    return {
      id: due.id,
      body: due.body,
      url: due.webhook_url,
      secret: due.webhook_secret,
      attempts: claimed.attempts,
    };
  });
}

export async function markDelivered(db: Database, id: number, status: number, now: Date) {
  await db
    .updateTable('webhook_deliveries')
    .set({ delivered_at: now, locked_until: null, last_status: status, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A refused or failed attempt: tried again after the mail's backoff (30 s, doubling, 1 h). */
export async function markDeliveryFailed(
  db: Database,
  delivery: ClaimedDelivery,
  failure: { status: number | null; reason: string },
  now: Date,
) {
  await db
    .updateTable('webhook_deliveries')
    .set({
      locked_until: null,
      next_attempt_at: new Date(now.getTime() + retryDelayMs(delivery.attempts)),
      last_status: failure.status,
      last_error: failure.reason.slice(0, 500),
    })
    .where('id', '=', delivery.id)
    .execute();
}
