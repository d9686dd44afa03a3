import { describe, expect, it } from 'vitest';
import {
  parsePartnerCatalogue,
  parsePartner,
  partnerCatalogueTag,
} from '../../../machines/partner';

// docs/browser-mode.md: a build with partner.config.json writes the partner's catalogue into
// every page (`<meta name="partner-catalogue">`: its slug, names and products).

const parsed = parsePartner({
  slug: 'acme',
  name: 'Acme <Bikes> & "Co"',
  provider: 'Northwest Care',
  primaryColour: '#204080',
  supportEmail: 'help@acme.example',
  products: [{ sku: 'AR-2', name: 'Acme Ride 2 stationary bike' }],
});
if (!parsed.ok) throw new Error(parsed.problem);
const acme = parsed.partner;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The tag's content as a browser reads it from the attribute (no DOM here: Node). */
function contentOf(tag: string): string {
  const attribute = /content="([^"]*)"/.exec(tag)?.[1] ?? '';
  return attribute.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

describe('the partner catalogue a page carries', () => {
  it('is a meta tag whose content reads back as the partner’s slug, names and products', () => {
    const tag = partnerCatalogueTag(acme);
    expect(tag).toMatch(/^<meta name="partner-catalogue" content="[^"<>]*" \/>$/);
    expect(parsePartnerCatalogue(contentOf(tag))).toEqual({
      slug: 'acme',
      name: 'Acme <Bikes> & "Co"',
      provider: 'Northwest Care',
      products: acme.products,
    });
    expect(contentOf(tag)).not.toContain('supportEmail');
  });

  it.each([
    ['not JSON', '{"slug": "acme"'],
    ['no products', JSON.stringify({ slug: 'acme', name: 'Acme', provider: 'P', products: [] })],
    [
      'a product in no SKU’s form',
      JSON.stringify({
        slug: 'acme',
        name: 'Acme',
        provider: 'P',
        products: [{ sku: 'AR 2', name: 'Ride' }],
      }),
    ],
  ])('is refused when it is %s', (_, content) => {
    expect(parsePartnerCatalogue(content)).toBeNull();
  });
});
