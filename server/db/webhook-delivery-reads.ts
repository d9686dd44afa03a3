import * as v from 'valibot';
import { WEBHOOK_DELIVERIES_SHOWN } from '../../machines/account/account.rules';
import type {
  DeliveryErrorKind,
  DeliveryState,
  WebhookDeliveryEntry,
} from '../../machines/account/admin.api';
import { WEBHOOK_EVENT_TYPES } from '../../machines/webhook/webhook.contract';
import type { Database } from './connect';

/** Only the event's type is read out of its body: nothing else of it leaves this module. */
const EventTypeSchema = v.object({ type: v.picklist(WEBHOOK_EVENT_TYPES) });

function eventTypeOf(body: string): WebhookDeliveryEntry['eventType'] | null {
  try {
    const parsed = v.safeParse(EventTypeSchema, JSON.parse(body));
    return parsed.success ? parsed.output.type : null;
  } catch {
    return null;
  }
}

/**
 * The kind of the last failure. The stored text is the sender's own ("HTTP 503", or the
 * fetch's error, which may quote the partner's address): only its kind is shown.
 */
export function deliveryErrorKind(
  lastStatus: number | null,
  lastError: string | null,
): DeliveryErrorKind | null {
  if (lastError === null) return null;
  if (lastStatus !== null) return 'http';
  return /timeout|timed out|aborted/i.test(lastError) ? 'timeout' : 'network';
}

function stateOf(row: { delivered_at: Date | null; last_error: string | null }): DeliveryState {
  if (row.delivered_at !== null) return 'delivered';
  return row.last_error === null ? 'pending' : 'failed';
}

/** The most recent webhook events, newest first, with their partner's name: never a body. */
export async function recentWebhookDeliveries(db: Database): Promise<WebhookDeliveryEntry[]> {
  const rows = await db
    .selectFrom('webhook_deliveries as delivery')
    .innerJoin('partners as partner', 'partner.slug', 'delivery.partner_slug')
    .select([
      'delivery.id',
      'delivery.body',
      'delivery.case_id',
      'delivery.created_at',
      'delivery.attempts',
      'delivery.next_attempt_at',
      'delivery.delivered_at',
      'delivery.last_status',
      'delivery.last_error',
      'partner.slug',
      'partner.name',
    ])
    .orderBy('delivery.id', 'desc')
    .limit(WEBHOOK_DELIVERIES_SHOWN)
    .execute();
  return rows.flatMap((row) => {
    const eventType = eventTypeOf(row.body);
    // A body this build cannot read is no event it sent: left out, never shown raw.
    if (eventType === null) return [];
    return [
      {
        id: row.id,
        partner: { slug: row.slug, name: row.name },
        eventType,
        caseReference: row.case_id,
        state: stateOf(row),
        attempts: row.attempts,
        lastStatus: row.last_status,
        lastError: deliveryErrorKind(row.last_status, row.last_error),
        createdAt: row.created_at.toISOString(),
        deliveredAt: row.delivered_at?.toISOString() ?? null,
        nextAttemptAt: row.delivered_at === null ? row.next_attempt_at.toISOString() : null,
      },
    ];
  });
}
