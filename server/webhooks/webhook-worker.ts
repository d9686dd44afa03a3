import { WEBHOOK_SIGNATURE_HEADER } from '../../machines/webhook/webhook.contract';
import type { Database } from '../db/connect';
import { createOutboxSender } from '../outbox/outbox-sender';
import {
  claimDueDelivery,
  type ClaimedDelivery,
  markDelivered,
  markDeliveryFailed,
} from './webhook-outbox';
import { signWebhook } from './webhook-signature';

/** A partner that has not answered by then is tried again later. */
const ANSWER_TIMEOUT_MS = 10_000;

export interface WebhookWorkerOptions {
  db: Database;
  pollMs?: number;
  now?: () => Date;
  onError?: (message: string) => void;
}

/**
 * Sends the partners' events (docs/webhooks.md) after the decisions that queued them
 * committed, oldest first: signed at each attempt with the partner's secret and the time of
 * sending, marked delivered only on a 2xx answer, retried with backoff otherwise. Never the
 * body in a log: it names a case.
 */
export function createWebhookWorker(options: WebhookWorkerOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;

  async function deliver(delivery: ClaimedDelivery): Promise<boolean> {
    const timestamp = Math.floor(now().getTime() / 1000);
    let status: number | null = null;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(delivery.secret, timestamp, delivery.body),
        },
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
      if (response.ok) {
        await markDelivered(db, delivery.id, status, now());
        return true;
      }
      await markDeliveryFailed(db, delivery, { status, reason: `HTTP ${status}` }, now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markDeliveryFailed(db, delivery, { status, reason }, now());
    }
    options.onError?.(
      `A partner's webhook did not take an event (attempt ${delivery.attempts}); it will be retried.`,
    );
    return false;
  }

  return createOutboxSender({
    claim: () => claimDueDelivery(db, now()),
    deliver,
    pollMs,
    onReadError: (error) =>
      options.onError?.(`The webhook outbox could not be read: ${String(error)}`),
  });
}
