import type { SecurityEventKind } from '../../machines/account/security-events';
import type { Database } from './connect';

export type { SecurityEventKind };

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** Null when the username named no reviewer: it is not kept as typed. */
  reviewerId: number | null;
  /** The administrator who acted on `reviewerId`; omitted for the reviewer's own events. */
  actorId?: number;
  address: string;
  /** A few words of context (how long a block lasts); never a password or a username. */
  detail?: string;
}

/** Appends one event; the table refuses any later change to it. */
export async function recordSecurityEvent(db: Database, event: SecurityEvent): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      kind: event.kind,
      reviewer_id: event.reviewerId,
      actor_id: event.actorId ?? null,
      address: event.address.slice(0, 100),
      detail: (event.detail ?? '').slice(0, 200),
    })
    .execute();
}
