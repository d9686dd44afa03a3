import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadPartnerConfig,
  partnerHtmlFor,
  PARTNER_CONFIG_FILE,
} from '../../../scripts/build/partner-config';

const PAGE =
  '<html><head><meta name="theme-color" content="#1b5e7a" /><title>Letter of Medical Necessity questionnaire</title></head><body><a href="/">Partner × Provider</a></body></html>';

const ACME = {
  slug: 'acme',
  name: 'Acme Bikes',
  primaryColour: '#204080',
  supportEmail: 'help@acme.example',
  products: [{ sku: 'AR-2', name: 'Acme Ride 2 stationary bike' }],
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'partner-config-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (value: unknown) =>
  writeFileSync(
    join(root, PARTNER_CONFIG_FILE),
    typeof value === 'string' ? value : JSON.stringify(value),
  );

// docs/browser-mode.md: a static deployment names its partner in partner.config.json.
describe('partner.config.json', () => {
  it('absent, leaves every page exactly as built (the default partner)', () => {
    expect(loadPartnerConfig(root)).toBeNull();
    expect(partnerHtmlFor(null)(PAGE)).toBe(PAGE);
  });

  it('names its partner on the pages, the survey staying at /', () => {
    write(ACME);
    const page = partnerHtmlFor(loadPartnerConfig(root))(PAGE);
    expect(page).toContain('href="/">Acme Bikes × Provider</a>');
    expect(page).toContain('data-survey="/"');
    expect(page).toContain(
      '<title>Letter of Medical Necessity questionnaire - Acme Bikes × Provider</title>',
    );
  });

  it('writes the partner’s catalogue into the pages, for the cases submitted in the browser', () => {
    write(ACME);
    const page = partnerHtmlFor(loadPartnerConfig(root))(PAGE);
    const content = /<meta name="partner-catalogue" content="([^"]*)" \/>\s*<\/head>/.exec(
      page,
    )?.[1];
    expect(JSON.parse((content ?? '').replaceAll('&quot;', '"'))).toEqual({
      slug: 'acme',
      name: 'Acme Bikes',
      provider: 'Provider',
      products: [
        {
          sku: 'AR-2',
          name: 'Acme Ride 2 stationary bike',
          usage: '30 minutes a day, 5 days a week',
          duration: '12 months',
        },
      ],
    });
  });

  it('reads a logo file beside it', () => {
    writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    write({ ...ACME, logoFile: 'logo.svg' });
    expect(loadPartnerConfig(root)?.logo?.type).toBe('image/svg+xml');
  });

  it.each([
    [{ ...ACME, primaryColour: '#777777' }, /^partner\.config\.json: primaryColour: .*4\.5:1/],
    [{ ...ACME, slug: 'Acme Bikes' }, /^partner\.config\.json: slug: /],
    [{ ...ACME, products: [] }, /^partner\.config\.json: products: /],
    [{ ...ACME, logoFile: 'missing.svg' }, /^partner\.config\.json: logoFile: .*does not exist/],
    ['{ "slug": ', /^partner\.config\.json is not JSON/],
  ])('fails the build on a bad file, naming the field (%#)', (value, message) => {
    write(value);
    expect(() => loadPartnerConfig(root)).toThrow(message);
  });
});
