import { useEffect, useState } from 'react';
import type { WebhookDeliveryEntry } from '../../../machines/account/admin.api';
import { fetchWebhookDeliveries } from '../../api/admin-api';
import { loadFailureOf, type LoadFailure } from '../../api/api-errors';

export type DeliveriesView =
  { kind: 'loading' } | LoadFailure | { kind: 'ready'; deliveries: WebhookDeliveryEntry[] };

/** The partners' most recent webhook events, read once as the page opens. */
export function useWebhookDeliveries(): DeliveriesView {
  const [view, setView] = useState<DeliveriesView>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetchWebhookDeliveries().then(
      (deliveries) => live && setView({ kind: 'ready', deliveries }),
      (failure: unknown) => {
        if (live) setView(loadFailureOf(failure));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return view;
}
