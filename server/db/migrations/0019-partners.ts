import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Partners as data (docs/decisions/2026-11-27-partners-as-data.md): each merchant's slug,
 * names, look and catalogue, and its webhook's address and secret (delivery comes later).
 * A case keeps the partner, the product (as it was named when the patient submitted) and the
 * merchant's order reference its link carried; a case from `/` has none of them.
 */
export const partners: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
    create table partners (
      slug text primary key,
      name text not null,
      provider text not null,
      primary_colour text not null,
      support_email text not null,
      logo_type text check (logo_type in ('image/svg+xml', 'image/png')),
      logo_data text,
      products jsonb not null,
      webhook_url text,
      webhook_secret text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`alter table cases add column partner_slug text references partners (slug)`.execute(
      db,
    );
    await sql`alter table cases add column product jsonb`.execute(db);
    await sql`alter table cases add column order_ref text`.execute(db);
    await sql`create index cases_partner_idx on cases (partner_slug) where partner_slug is not null`.execute(
      db,
    );
  },
};
