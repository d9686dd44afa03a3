import type { Database } from './connect';

/** What the security trail records; the database's check on `kind` lists the same (0014, 0016). */
export type SecurityEventKind =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-blocked'
  | 'sign-out'
  | 'factor-enrolled'
  | 'factor-failed'
  | 'recovery-code-used';

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** Null when the username named no reviewer: it is not kept as typed. */
  reviewerId: number | null;
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
      address: event.address.slice(0, 100),
      detail: (event.detail ?? '').slice(0, 200),
    })
    .execute();
}
