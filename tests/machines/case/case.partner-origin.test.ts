import { describe, expect, it } from 'vitest';
import { casePartnerFor } from '../../../machines/case/case.partner-origin';

// docs/server-mode.md ("Partners") and docs/browser-mode.md ("A partner's static deployment"):
// the case keeps the link's product (else the partner's first) as the partner names it, and
// the order; a product the partner does not offer is refused with the server's message.

const AR2 = {
  sku: 'AR-2',
  name: 'Acme Ride 2 stationary bike',
  usage: 'daily',
  duration: '1 year',
};
const AR3 = { sku: 'AR-3', name: 'Acme Ride 3', usage: '20 minutes a day', duration: '6 months' };
const acme = { slug: 'acme', name: 'Acme Bikes', provider: 'Northwest Care', products: [AR2, AR3] };

describe('what a case keeps of its partner’s link', () => {
  it('the product the link names, as the partner names it, with the order', () => {
    expect(casePartnerFor(acme, { partner: 'acme', product: 'AR-3', order: '1001' })).toEqual({
      ok: true,
      partner: { slug: 'acme', product: AR3, order: '1001' },
    });
  });

  it('the partner’s first product when the link names none', () => {
    expect(casePartnerFor(acme, { partner: 'acme' })).toEqual({
      ok: true,
      partner: { slug: 'acme', product: AR2 },
    });
  });

  it('refuses a product the partner does not offer', () => {
    expect(casePartnerFor(acme, { partner: 'acme', product: 'XR-9' })).toEqual({
      ok: false,
      problem:
        'The product "XR-9" is not one Acme Bikes × Northwest Care offers. Start again from the link the shop gave you.',
    });
  });

  it('refuses a partner that does not exist, or is not the link’s', () => {
    for (const partner of [null, { ...acme, slug: 'zephyr' }])
      expect(casePartnerFor(partner, { partner: 'acme' })).toEqual({
        ok: false,
        problem:
          'This partner link is not valid: no partner has it. Start again from the link the shop gave you.',
      });
  });
});
