import { describe, expect, it } from 'vitest';
import {
  brandNameOf,
  DEFAULT_BRAND,
  parsePartner,
  productFor,
  productOnLetter,
  recommendationFor,
} from '../../../machines/partner';

const ACME = {
  slug: 'acme',
  name: 'Acme Bikes',
  primaryColour: '#1b5e7a',
  supportEmail: 'help@acme.example',
  products: [
    { sku: 'AR-2', name: 'Acme Ride 2 stationary bike' },
    { sku: 'AR-3', name: 'Acme Ride 3', usage: '20 minutes a day', duration: '6 months' },
  ],
};

const problemOf = (value: unknown) => {
  const result = parsePartner(value);
  return result.ok ? null : result.problem;
};

describe('a partner as data', () => {
  it('takes a partner, with the provider and each product’s use defaulted', () => {
    const result = parsePartner(ACME);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.partner.provider).toBe(DEFAULT_BRAND.provider);
    expect(result.partner.products[0]).toEqual({
      sku: 'AR-2',
      name: 'Acme Ride 2 stationary bike',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
    });
    expect(brandNameOf(result.partner)).toBe('Acme Bikes × Provider');
  });

  it.each(['acme', 'acme-bikes', 'a', 'a1', 'x'.repeat(40)])('takes the slug %s', (slug) => {
    expect(problemOf({ ...ACME, slug })).toBeNull();
  });

  it.each(['Acme', 'acme bikes', '-acme', 'acme-', 'acme/x', 'acmé', '', 'x'.repeat(41)])(
    'refuses the slug %j, naming the field',
    (slug) => {
      expect(problemOf({ ...ACME, slug })).toMatch(/^slug: /);
    },
  );

  it('names each refused field', () => {
    expect(problemOf({ ...ACME, name: '  ' })).toMatch(/^name: /);
    expect(problemOf({ ...ACME, primaryColour: '#777777' })).toMatch(/^primaryColour: .*4\.5:1/);
    expect(problemOf({ ...ACME, supportEmail: 'help' })).toMatch(/^supportEmail: /);
    expect(
      problemOf({ ...ACME, logo: { type: 'image/svg+xml', data: btoa('<svg onload="x()"/>') } }),
    ).toMatch(/^logo: .*event handler/);
  });

  it('holds the catalogue to its rules: at least one product, SKUs unique and well formed', () => {
    expect(problemOf({ ...ACME, products: [] })).toMatch(/^products: .*at least one/);
    expect(
      problemOf({ ...ACME, products: [ACME.products[0], { ...ACME.products[1], sku: 'AR-2' }] }),
    ).toMatch(/^products: .*same SKU/);
    expect(problemOf({ ...ACME, products: [{ sku: 'AR 2', name: 'Bike' }] })).toMatch(
      /^products\.0\.sku: /,
    );
    expect(problemOf({ ...ACME, products: [{ sku: 'AR-2', name: 'x'.repeat(121) }] })).toMatch(
      /^products\.0\.name: /,
    );
    expect(
      problemOf({ ...ACME, products: [{ sku: 'AR-2', name: 'Bike', usage: 'Daily\u0007' }] }),
    ).toMatch(/^products\.0\.usage: .*control character/);
  });
});

describe('the product on the letter', () => {
  const partner = {
    get products() {
      return parsePartnerOk().products;
    },
  };

  it('is named as the partner wrote it, with its model', () => {
    expect(productOnLetter({ name: 'Acme Ride 2 stationary bike', sku: 'AR-2' })).toBe(
      'Acme Ride 2 stationary bike (model AR-2)',
    );
  });

  it('is the link’s product, or the partner’s first when the link names none', () => {
    expect(productFor(partner, 'AR-3')?.sku).toBe('AR-3');
    expect(productFor(partner, null)?.sku).toBe('AR-2');
    expect(productFor(partner, 'NOPE')).toBeNull();
  });

  it('carries the product’s frequency and duration; a case without one keeps the generic text', () => {
    expect(recommendationFor(productFor(partner, 'AR-3'))).toEqual({
      product: 'Acme Ride 3 (model AR-3)',
      usage: '20 minutes a day',
      duration: '6 months',
    });
    expect(recommendationFor(null)).toEqual({
      product: 'Stationary exercise bike (indoor cycling)',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
    });
  });
});

function parsePartnerOk() {
  const result = parsePartner(ACME);
  if (!result.ok) throw new Error(result.problem);
  return result.partner;
}
