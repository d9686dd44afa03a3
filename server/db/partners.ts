import {
  parsePartner,
  type Partner,
  type PartnerProduct,
  type PartnerWrite,
} from '../../machines/partner';
import type { ListedPartner } from '../../machines/partner/partner.api';
import { newWebhookSecret } from '../webhooks/webhook-signature';
import type { Database } from './connect';

export type { PartnerWrite };

/** A partner's row, but its slug, webhook address and secret: as the command and the admin write it. */
export function partnerColumns(partner: Partner) {
  return {
    name: partner.name,
    provider: partner.provider,
    primary_colour: partner.primaryColour,
    support_email: partner.supportEmail,
    logo_type: partner.logo?.type ?? null,
    logo_data: partner.logo?.data ?? null,
    products: JSON.stringify(partner.products),
  };
}

/**
 * Creates a partner or replaces what it says (names, look, catalogue); the slug is its key.
 * The webhook secret is made with the partner and kept by every later update.
 */
export async function upsertPartner(
  db: Database,
  { partner, webhookUrl }: PartnerWrite,
): Promise<'created' | 'updated'> {
  const columns = {
    ...partnerColumns(partner),
    ...(webhookUrl !== undefined && { webhook_url: webhookUrl }),
  };
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('partners')
      .select('slug')
      .where('slug', '=', partner.slug)
      .forUpdate()
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('partners')
        .set({ ...columns, updated_at: new Date() })
        .where('slug', '=', partner.slug)
        .execute();
      return 'updated';
    }
    await trx
      .insertInto('partners')
      .values({ slug: partner.slug, ...columns, webhook_secret: newWebhookSecret() })
      .execute();
    return 'created';
  });
}

/**
 * A partner by its slug, read back through the contract (a row that no longer passes it, say
 * after a rule tightened, is no partner: its link shows the invalid-link page). Null: none.
 */
export async function findPartner(db: Database, slug: string): Promise<Partner | null> {
  const row = await db
    .selectFrom('partners')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = parsePartner({
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    primaryColour: row.primary_colour,
    supportEmail: row.support_email,
    ...(row.logo_type !== null &&
      row.logo_data !== null && {
        logo: { type: row.logo_type, data: row.logo_data },
      }),
    products: row.products as PartnerProduct[],
  });
  return parsed.ok ? parsed.partner : null;
}

/** A partner's webhook: its address (null: none set) and secret, for the later delivery. */
export async function findPartnerWebhook(
  db: Database,
  slug: string,
): Promise<{ url: string | null; secret: string | null } | null> {
  const row = await db
    .selectFrom('partners')
    .select(['webhook_url', 'webhook_secret'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? { url: row.webhook_url, secret: row.webhook_secret } : null;
}

/** Every partner's slug and name, by name: what the overview's partner filter offers. */
export async function listPartners(db: Database): Promise<ListedPartner[]> {
  return db
    .selectFrom('partners')
    .select(['slug', 'name'])
    .orderBy('name')
    .orderBy('slug')
    .execute();
}
