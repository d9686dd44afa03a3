import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The webhook's outbox (docs/webhooks.md): one row per event a partner is to receive, written
 * in the decision's transaction, sent after it commits. `event_id` is unique, so an event is
 * queued once; `delivered_at` is set only after the partner answered 2xx. The body is the
 * event as it will be sent, which holds no answer, diagnosis or name.
 */
export const webhookDeliveries: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
    create table webhook_deliveries (
      id serial primary key,
      event_id text not null unique,
      partner_slug text not null references partners (slug),
      case_id integer not null references cases (id) on delete cascade,
      body text not null,
      created_at timestamptz not null default now(),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz,
      delivered_at timestamptz,
      last_status integer,
      last_error text
    )`.execute(db);
    await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at, id) where delivered_at is null`.execute(
      db,
    );
  },
};
