import { SECURITY_EVENTS_PAGE_SIZE } from '../../machines/account/account.rules';
import type { SecurityEventsPage } from '../../machines/account/admin.api';
import type { Database } from './connect';

/**
 * One page of the security trail, newest first (by id: ids grow with time), for one reviewer
 * or all, older than `before` when given: a keyset read of at most a page, never the table.
 */
export async function securityEventsPage(
  db: Database,
  filter: { reviewerId?: number; before?: string },
): Promise<SecurityEventsPage> {
  let query = db
    .selectFrom('security_events as event')
    .leftJoin('reviewers as subject', 'subject.id', 'event.reviewer_id')
    .leftJoin('reviewers as actor', 'actor.id', 'event.actor_id')
    .select([
      'event.id',
      'event.kind',
      'event.occurred_at',
      'event.address',
      'event.detail',
      'subject.username as reviewer',
      'actor.username as actor',
    ])
    .orderBy('event.id', 'desc')
    .limit(SECURITY_EVENTS_PAGE_SIZE + 1);
  if (filter.reviewerId !== undefined) {
    const id = filter.reviewerId;
    query = query.where((eb) =>
      eb.or([eb('event.reviewer_id', '=', id), eb('event.actor_id', '=', id)]),
    );
  }
  if (filter.before !== undefined) query = query.where('event.id', '<', filter.before);
  const rows = await query.execute();
  const page = rows.slice(0, SECURITY_EVENTS_PAGE_SIZE);
  return {
    events: page.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      occurredAt: new Date(row.occurred_at).toISOString(),
      reviewer: row.reviewer,
      actor: row.actor,
      address: row.address,
      detail: row.detail,
    })),
    nextBefore: rows.length > SECURITY_EVENTS_PAGE_SIZE ? String(page[page.length - 1]?.id) : null,
  };
}
