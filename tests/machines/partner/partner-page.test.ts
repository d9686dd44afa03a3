import { describe, expect, it } from 'vitest';
import { partnerCatalogueTag, partnerPage } from '../../../machines/partner';

const BUILT = `<!doctype html><html lang="en"><head>
<meta name="case-store" content="server" />
<meta name="theme-color" content="#1b5e7a" />
<title>Letter of Medical Necessity questionnaire</title>
</head><body><div id="root" data-prerendered><header><a class="MuiButtonBase-root" href="/login">Login</a><a class="MuiButtonBase-root css-x" tabindex="0" href="/">Partner × Provider</a></header></div></body></html>`;

const ACME = {
  name: 'Acme <Bikes> & "Co"',
  provider: 'Provider',
  primaryColour: '#204080',
};

describe('a partner’s page, written from the built one', () => {
  // Written in each test, not when the file is collected, so that each test sees the code it runs.
  const pageOf = () => partnerPage(BUILT, ACME, { surveyPath: '/p/acme' });

  it('names the partner in the title and the prerendered header, escaped', () => {
    const brand = 'Acme &lt;Bikes&gt; &amp; &quot;Co&quot; × Provider';
    expect(pageOf()).toContain(
      `<title>Letter of Medical Necessity questionnaire - ${brand}</title>`,
    );
    expect(pageOf()).toContain(`href="/p/acme">${brand}</a>`);
    expect(pageOf()).not.toContain('Partner × Provider');
  });

  it('carries the partner’s tag for the page’s code, its colour and its style', () => {
    expect(pageOf()).toContain(
      '<meta name="partner" content="Acme &lt;Bikes&gt; &amp; &quot;Co&quot; × Provider" data-survey="/p/acme" />',
    );
    expect(pageOf()).toContain('<meta name="theme-color" content="#204080" />');
    expect(pageOf()).toMatch(/<style data-partner>[^<]*background-color:#204080/);
    expect(pageOf()).not.toContain('url(');
  });

  it('draws the logo from the file it was given', () => {
    const withLogo = partnerPage(
      BUILT,
      { ...ACME, logo: { type: 'image/png', data: 'iVBORw0KGgo=' } },
      { surveyPath: '/p/acme' },
    );
    expect(withLogo).toContain('url("data:image/png;base64,iVBORw0KGgo=")');
  });

  it('leaves the rest of the page as it was', () => {
    const stripped = pageOf()
      .replace(/<meta name="partner"[^>]*>\s*<style data-partner>[^<]*<\/style>\s*/, '')
      .replace(' - Acme &lt;Bikes&gt; &amp; &quot;Co&quot; × Provider', '')
      .replace('#204080', '#1b5e7a')
      .replace(
        'href="/p/acme">Acme &lt;Bikes&gt; &amp; &quot;Co&quot; × Provider',
        'href="/">Partner × Provider',
      );
    expect(stripped).toBe(BUILT);
  });

  it('writes another partner over one a build already carries, leaving none of it behind', () => {
    const bolt = { name: 'Bolt Fitness', provider: 'Northwest Care', primaryColour: '#7a1b3c' };
    const configured = partnerPage(BUILT, bolt, { surveyPath: '/' }).replace(
      '</head>',
      `${partnerCatalogueTag({ ...bolt, slug: 'bolt', products: [] })}\n</head>`,
    );
    const rebranded = partnerPage(configured, ACME, { surveyPath: '/p/acme' });
    expect(rebranded).toBe(pageOf());
    expect(rebranded).not.toContain('Bolt');
  });

  it('refuses a page with no title to name the partner in', () => {
    expect(() => partnerPage('<html><head></head></html>', ACME, { surveyPath: '/' })).toThrow(
      /title/,
    );
  });
});
