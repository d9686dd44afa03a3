import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MAX_PARTNER_NAME_LENGTH,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_PRODUCTS,
  parsePartner,
  PartnerLogoSchema,
  PartnerSchema,
  productFor,
} from '../../../machines/partner';

const ACME = {
  slug: 'acme',
  name: 'Acme Bikes',
  primaryColour: '#1b5e7a',
  supportEmail: 'help@acme.example',
  products: [{ sku: 'AR-2', name: 'Acme Ride 2 stationary bike' }],
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64');

const problemOf = (value: unknown) => {
  const result = parsePartner(value);
  return result.ok ? null : result.problem;
};
const partnerOf = (value: unknown) => {
  const result = parsePartner(value);
  if (!result.ok) throw new Error(result.problem);
  return result.partner;
};
const productsOf = (count: number) =>
  Array.from({ length: count }, (_, at) => ({ sku: `SKU-${at}`, name: `Bike ${at}` }));

// Issue 35, docs/decisions/2026-11-27-partners-as-data.md: one contract; a refusal names the
// field and the rule, as one sentence.
describe('the partner’s names', () => {
  it(`are 1 to ${MAX_PARTNER_NAME_LENGTH} characters, trimmed`, () => {
    expect(MAX_PARTNER_NAME_LENGTH).toBe(60);
    const longest = 'n'.repeat(MAX_PARTNER_NAME_LENGTH);
    expect(partnerOf({ ...ACME, name: `  ${longest}  ` }).name).toBe(longest);
    expect(problemOf({ ...ACME, name: `${longest}n` })).toBe(
      'name: the partner name is longer than 60 characters.',
    );
    expect(problemOf({ ...ACME, name: ' ' })).toBe('name: the partner name is empty.');
    expect(partnerOf({ ...ACME, provider: ` ${longest} ` }).provider).toBe(longest);
    expect(problemOf({ ...ACME, provider: `${longest}p` })).toBe(
      'provider: the provider name is longer than 60 characters.',
    );
    expect(problemOf({ ...ACME, provider: '' })).toBe('provider: the provider name is empty.');
  });
});

describe('the partner’s colour', () => {
  it('passes at #767676 (4.54:1 under white) and fails at #777777', () => {
    expect(problemOf({ ...ACME, primaryColour: '#767676' })).toBeNull();
    const problem = problemOf({ ...ACME, primaryColour: '#777777' });
    // The ratio and the rule keep their decimal points; the sentence ends once.
    expect(problem).toBe(
      'primaryColour: #777777 under white text has a contrast of 4.48:1; WCAG AA asks at least 4.5:1. Choose a darker colour.',
    );
  });

  it('is refused as a colour only once it is text', () => {
    expect(problemOf({ ...ACME, primaryColour: 767676 })).toMatch(/^primaryColour: /);
    const result = v.safeParse(PartnerSchema, { ...ACME, primaryColour: 767676 });
    expect(result.success).toBe(false);
    expect(result.issues).toHaveLength(1);
  });
});

describe('the support email', () => {
  it('is an email address, trimmed, of at most the email length', () => {
    expect(partnerOf({ ...ACME, supportEmail: ' help@acme.example ' }).supportEmail).toBe(
      'help@acme.example',
    );
    expect(problemOf({ ...ACME, supportEmail: 'help' })).toBe(
      'supportEmail: the support email is not an email address.',
    );
    expect(problemOf({ ...ACME, supportEmail: `${'h'.repeat(300)}@acme.example` })).toBe(
      'supportEmail: the support email is too long.',
    );
  });
});

describe('the logo in the contract', () => {
  it('is optional, and taken when it is a PNG or a drawing', () => {
    expect(partnerOf(ACME).logo).toBeUndefined();
    expect(partnerOf({ ...ACME, logo: { type: 'image/png', data: PNG } }).logo).toEqual({
      type: 'image/png',
      data: PNG,
    });
  });

  it('is refused by its type, then by its content, in one sentence', () => {
    expect(problemOf({ ...ACME, logo: { type: 'image/gif', data: PNG } })).toBe(
      'logo.type: a logo is image/svg+xml or image/png.',
    );
    expect(problemOf({ ...ACME, logo: { type: 'image/png', data: btoa('GIF89a') } })).toBe(
      'logo: the file is not a PNG.',
    );
    expect(problemOf({ ...ACME, logo: { type: 'image/png', data: '' } })).toBe(
      'logo: the logo is empty or not base64.',
    );
  });

  it('is not examined when its type or data is not even there', () => {
    for (const logo of [{ type: 'image/gif', data: PNG }, { type: 'image/png' }]) {
      const result = v.safeParse(PartnerLogoSchema, logo);
      expect(result.success).toBe(false);
      expect(result.issues).toHaveLength(1);
    }
  });
});

describe('the catalogue', () => {
  it(`holds 1 to ${MAX_PRODUCTS} products`, () => {
    expect(MAX_PRODUCTS).toBe(50);
    expect(partnerOf({ ...ACME, products: productsOf(1) }).products).toHaveLength(1);
    expect(partnerOf({ ...ACME, products: productsOf(50) }).products).toHaveLength(50);
    expect(problemOf({ ...ACME, products: productsOf(51) })).toBe(
      'products: a partner has at most 50 products.',
    );
    expect(problemOf({ ...ACME, products: [] })).toBe(
      'products: a partner has at least one product.',
    );
    expect(problemOf({ ...ACME, products: undefined })).toMatch(/^products: /);
  });

  it('refuses two products with one SKU, and takes SKUs differing only in case', () => {
    const products = [
      { sku: 'AR-2', name: 'Bike' },
      { sku: 'AR-3', name: 'Bike 3' },
      { sku: 'AR-2', name: 'Bike again' },
    ];
    expect(problemOf({ ...ACME, products })).toBe('products: two products have the same SKU.');
    expect(
      partnerOf({
        ...ACME,
        products: [
          { sku: 'ar-2', name: 'Bike' },
          { sku: 'AR-2', name: 'Bike' },
        ],
      }).products,
    ).toHaveLength(2);
  });

  it('names a SKU’s rule', () => {
    expect(problemOf({ ...ACME, products: [{ sku: '', name: 'Bike' }] })).toBe(
      'products.0.sku: a model or SKU is 1 to 40 letters, digits, ".", "_" or "-".',
    );
  });

  it(`takes a product name of ${MAX_PRODUCT_NAME_LENGTH} characters, trimmed, and no longer`, () => {
    expect(MAX_PRODUCT_NAME_LENGTH).toBe(120);
    const longest = 'b'.repeat(MAX_PRODUCT_NAME_LENGTH);
    expect(
      partnerOf({ ...ACME, products: [{ sku: 'AR-2', name: ` ${longest} ` }] }).products[0]?.name,
    ).toBe(longest);
    expect(problemOf({ ...ACME, products: [{ sku: 'AR-2', name: `${longest}b` }] })).toBe(
      'products.0.name: the product name is longer than 120 characters.',
    );
    expect(problemOf({ ...ACME, products: [{ sku: 'AR-2', name: '  ' }] })).toBe(
      'products.0.name: the product name is empty.',
    );
  });

  it('names the frequency and the duration when they are refused', () => {
    const product = { sku: 'AR-2', name: 'Bike' };
    expect(problemOf({ ...ACME, products: [{ ...product, usage: ' ' }] })).toBe(
      'products.0.usage: the frequency of use is empty.',
    );
    expect(problemOf({ ...ACME, products: [{ ...product, duration: '' }] })).toBe(
      'products.0.duration: the duration is empty.',
    );
    // The survey's text rule names the field; the contract adds where it is, once.
    expect(problemOf({ ...ACME, products: [{ ...product, duration: 'a\u0007' }] })).toBe(
      'products.0.duration: There is an invisible control character in the duration: remove it to continue.',
    );
    expect(
      partnerOf({ ...ACME, products: [{ ...product, usage: ' daily ' }] }).products[0]?.usage,
    ).toBe('daily');
  });

  it('examines a product’s text only once it is text', () => {
    const result = v.safeParse(PartnerSchema, {
      ...ACME,
      products: [{ sku: 'AR-2', name: 42 }],
    });
    expect(result.success).toBe(false);
    expect(result.issues).toHaveLength(1);
  });
});

describe('a partner that is not one at all', () => {
  it('is refused as the partner', () => {
    expect(problemOf(null)).toMatch(/^the partner: .+\.$/);
    expect(problemOf('acme')).toMatch(/^the partner: /);
  });
});

describe('the default product', () => {
  const partner = partnerOf({ ...ACME, products: productsOf(3) });

  it('is the first when the link names none (absent, null or empty)', () => {
    expect(productFor(partner, undefined)?.sku).toBe('SKU-0');
    expect(productFor(partner, null)?.sku).toBe('SKU-0');
    expect(productFor(partner, '')?.sku).toBe('SKU-0');
    expect(productFor(partner, 'SKU-2')?.sku).toBe('SKU-2');
  });

  it('is none in a catalogue without products', () => {
    expect(productFor({ products: [] }, null)).toBeNull();
    expect(productFor({ products: [] }, 'SKU-0')).toBeNull();
  });
});
