import { describe, expect, it } from 'vitest';
import { escapeHtml, partnerPage, partnerStyle } from '../../../machines/partner';

const HEAD = '<html><head><title>T</title></head><body></body></html>';
const PARTNER = { name: 'Acme', provider: 'Provider', primaryColour: '#204080' };

// The doc comments of machines/partner/partner-page.ts: the header in the partner's colour
// with white text, white focus ring and progress bar, the primary buttons in the colour
// (a disabled one grey, hover darker), the logo beside the name when there is one.
describe('escaping a partner’s text for the page', () => {
  it('escapes each special character of HTML', () => {
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
    expect(escapeHtml('plain')).toBe('plain');
  });
});

describe('the partner’s style', () => {
  it('colours the header, with white text, focus ring and progress bar', () => {
    const style = partnerStyle(PARTNER);
    expect(style).toMatch(/^<style data-partner>.*<\/style>$/);
    expect(style).toContain('#root header.MuiAppBar-root{background-color:#204080;color:#fff}');
    expect(style).toContain('#root header a.MuiButtonBase-root{color:#fff;border-color:#fff}');
    expect(style).toContain('#root header :focus-visible{outline-color:#fff}');
    expect(style).toContain('#root header [role=progressbar]>div{background-color:#fff}');
  });

  it('colours the enabled primary buttons and darkens them on hover', () => {
    const style = partnerStyle(PARTNER);
    // A disabled button (by class or aria-disabled) keeps MUI's grey.
    expect(style).toMatch(
      /}#root \.MuiButton-contained\.MuiButton-colorPrimary:not\(\.Mui-disabled\)[^{]*\{background-color:#204080\}/,
    );
    expect(style).toMatch(
      /}#root \.MuiButton-contained\.MuiButton-colorPrimary:not\(\.Mui-disabled\)[^{]*:hover\{filter:brightness\(\.85\)\}/,
    );
    expect(style).toContain('}#root');
    expect(style).not.toMatch(/}[^#<]/);
  });

  it('draws a logo only when the partner has one, before the name, 2rem square', () => {
    expect(partnerStyle(PARTNER)).not.toContain('::before');
    const style = partnerStyle({ ...PARTNER, logo: { type: 'image/svg+xml', data: 'PHN2Zz4=' } });
    expect(style).toContain(
      '#root header .MuiToolbar-root>a:last-child::before{content:"";display:inline-block;width:2rem;height:2rem;margin-right:.5rem;background:url("data:image/svg+xml;base64,PHN2Zz4=") center/contain no-repeat}',
    );
  });
});

describe('a partner’s page', () => {
  it('puts the tag and style at the end of <head>', () => {
    const page = partnerPage(HEAD, PARTNER, { surveyPath: '/p/acme' });
    expect(page).toBe(
      `<html><head><title>T - Acme × Provider</title><meta name="partner" content="Acme × Provider" data-survey="/p/acme" />\n    ${partnerStyle(PARTNER)}\n  </head><body></body></html>`,
    );
  });

  it('escapes the survey path it is given', () => {
    const page = partnerPage(HEAD, PARTNER, { surveyPath: '/p/a"b' });
    expect(page).toContain('data-survey="/p/a&quot;b"');
  });

  it('refuses a page with a title but no </head>, or a <head> but no title', () => {
    expect(() => partnerPage('<html><title>T</title><body>', PARTNER, { surveyPath: '/' })).toThrow(
      'The page has no <head> with a <title> to name the partner in.',
    );
    expect(() => partnerPage('<html><head></head>', PARTNER, { surveyPath: '/' })).toThrow(
      'The page has no <head> with a <title> to name the partner in.',
    );
  });

  it('leaves a page without the theme colour or the prerendered header as it was there', () => {
    const page = partnerPage(HEAD, PARTNER, { surveyPath: '/' });
    expect(page).not.toContain('theme-color');
    expect(page).toContain('<body></body>');
  });
});
