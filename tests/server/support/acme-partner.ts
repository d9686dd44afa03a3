import { parsePartner } from '../../../machines/partner';
import type { Database } from '../../../server/db/connect';
import { upsertPartner } from '../../../server/db/partners';

/** Acme Bikes, the partner the server's page tests link from: /p/acme, one product. */
export async function addAcmePartner(db: Database): Promise<void> {
  const acme = parsePartner({
    slug: 'acme',
    name: 'Acme Bikes',
    primaryColour: '#204080',
    supportEmail: 'help@acme.example',
    products: [{ sku: 'AR-2', name: 'Acme Ride 2 stationary bike' }],
  });
  if (!acme.ok) throw new Error(acme.problem);
  await upsertPartner(db, { partner: acme.partner });
}
