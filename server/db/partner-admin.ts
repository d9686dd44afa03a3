import type { AdminPartner } from '../../machines/partner/partner-admin.api';
import type { PartnerWrite } from '../../machines/partner';
import { newWebhookSecret } from '../webhooks/webhook-signature';
import type { Database } from './connect';
import { partnerColumns } from './partners';

/**
 * The administrator's writes of partners (`/admin/partners`): each one and its record in the
 * security trail in one transaction, so neither is kept without the other. The webhook
 * secret is returned only by the write that makes it.
 */

/** What is written to the trail with the change: given the transaction, by the route. */
export type RecordIn = (trx: Database) => Promise<void>;

const columnsOf = ({ partner, webhookUrl }: PartnerWrite) => ({
  ...partnerColumns(partner),
  webhook_url: webhookUrl ?? null,
});

/** Every partner as the administrator edits it, by name: never its webhook secret. */
export async function listAdminPartners(db: Database, slug?: string): Promise<AdminPartner[]> {
  let query = db
    .selectFrom('partners')
    .select([
      'slug',
      'name',
      'provider',
      'primary_colour',
      'support_email',
      'logo_type',
      'logo_data',
      'products',
      'webhook_url',
    ])
    .orderBy('name')
    .orderBy('slug');
  if (slug !== undefined) query = query.where('slug', '=', slug);
  const rows = await query.execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    primaryColour: row.primary_colour,
    supportEmail: row.support_email,
    logo:
      row.logo_type !== null && row.logo_data !== null
        ? { type: row.logo_type, data: row.logo_data }
        : null,
    products: row.products,
    webhookUrl: row.webhook_url,
  }));
}

/** Adds a partner with a new webhook secret, returned this once; null: the slug is taken. */
export async function createPartner(
  db: Database,
  write: PartnerWrite,
  record: RecordIn,
): Promise<string | null> {
  const secret = newWebhookSecret();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('partners')
      .values({ slug: write.partner.slug, ...columnsOf(write), webhook_secret: secret })
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .returning('slug')
      .executeTakeFirst();
    if (!inserted) return null;
    await record(trx);
    return secret;
  });
}

/** Replaces a partner's fields (its slug and secret stay); false: no such partner. */
export async function updatePartner(
  db: Database,
  write: PartnerWrite,
  record: RecordIn,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('partners')
      .set({ ...columnsOf(write), updated_at: new Date() })
      .where('slug', '=', write.partner.slug)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await record(trx);
    return true;
  });
}

/** A new webhook secret for the partner, returned this once; null: no such partner. */
export async function renewPartnerSecret(
  db: Database,
  slug: string,
  record: RecordIn,
): Promise<string | null> {
  const secret = newWebhookSecret();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('partners')
      .set({ webhook_secret: secret, updated_at: new Date() })
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return null;
    await record(trx);
    return secret;
  });
}
