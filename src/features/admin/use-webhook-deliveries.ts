import { useEffect, useState } from 'react';
import type { WebhookDeliveryEntry } from '../../../machines/account/admin.api';
import { fetchWebhookDeliveries } from '../../api/admin-api';
import { ServerRequestError } from '../../api/api-errors';

export type DeliveriesView =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; deliveries: WebhookDeliveryEntry[] };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** The partners' most recent webhook events, read once as the page opens. */
export function useWebhookDeliveries(): DeliveriesView {
  const [view, setView] = useState<DeliveriesView>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetchWebhookDeliveries().then(
      (deliveries) => live && setView({ kind: 'ready', deliveries }),
      (failure: unknown) => {
        if (!live) return;
        const refused = failure instanceof ServerRequestError && failure.status === 403;
        setView({ kind: refused ? 'refused' : 'failed', message: messageOf(failure) });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return view;
}
