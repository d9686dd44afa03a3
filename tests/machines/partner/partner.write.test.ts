import { describe, expect, it } from 'vitest';
import { parsePartnerWrite } from '../../../machines/partner';

// docs/decisions/2026-11-27-partners-managed-by-administrators.md: the command and the
// administrator's page check a partner and its webhook address with one rule, which names the
// field it refuses.
const ACME = {
  slug: 'acme',
  name: 'Acme Bikes',
  primaryColour: '#1b5e7a',
  supportEmail: 'help@acme.example',
  products: [
    { sku: 'AR-2', name: 'Acme Ride 2 stationary bike' },
    { sku: 'AR-3', name: 'Acme Ride 3' },
  ],
};

const refusal = (partner: object, webhookUrl?: string | null) => {
  const result = parsePartnerWrite(partner, webhookUrl);
  return result.ok ? null : { path: result.path, problem: result.problem };
};

describe('a partner and its webhook address, checked together', () => {
  it('takes them, keeping "no webhook" apart from "keep the stored one"', () => {
    const given = parsePartnerWrite(ACME, 'https://acme.example/hooks');
    expect(given.ok && given.write.webhookUrl).toBe('https://acme.example/hooks');
    const none = parsePartnerWrite(ACME, null);
    expect(none.ok && none.write.webhookUrl).toBeNull();
    const kept = parsePartnerWrite(ACME, undefined);
    expect(kept.ok && 'webhookUrl' in kept.write).toBe(false);
  });

  it('plain http only to a loopback address', () => {
    expect(refusal(ACME, 'http://127.0.0.1:9000/hooks')).toBeNull();
    expect(refusal(ACME, 'http://acme.example/hooks')).toEqual({
      path: 'webhookUrl',
      problem: 'webhookUrl: a webhook address is https:// (plain http only to a loopback address).',
    });
  });

  it.each([
    [{ slug: 'Acme' }, 'slug'],
    [{ primaryColour: '#777777' }, 'primaryColour'],
    [{ supportEmail: 'nobody' }, 'supportEmail'],
    [{ products: [{ sku: 'AR 2', name: 'Acme' }] }, 'products.0.sku'],
    [{ products: [ACME.products[0], { sku: 'AR-3', name: '' }] }, 'products.1.name'],
  ])('names the field refused: %o → %s', (change, path) => {
    const refused = refusal({ ...ACME, ...change }, null);
    expect(refused?.path).toBe(path);
    expect(refused?.problem.startsWith(`${path}: `)).toBe(true);
  });

  it("names the partner's problem before the webhook's, in the order of the form", () => {
    const refused = refusal({ ...ACME, primaryColour: '#aaaaaa' }, 'http://example.com/hooks');
    expect(refused?.path).toBe('primaryColour');
  });
});
