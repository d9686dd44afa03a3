import type { PartnerCatalogue } from './partner.catalogue';
import type { Partner } from './partner.contract';
import { brandNameOf, DEFAULT_BRAND, PARTNER_CATALOGUE_TAG } from './partner.ids';

/**
 * A partner's page from the built one: the server writes it at `/p/<slug>` (and the build,
 * from partner.config.json, at `/`), so the partner arrives as data and the first page's code
 * stays what it is. What src/config/brand.ts reads is the `partner` tag; the rest is what a
 * page shows before its code runs: the title, the prerendered header, and the style of the
 * header and primary buttons in the partner's colour, with its logo.
 */

const DEFAULT_BRAND_NAME = brandNameOf(DEFAULT_BRAND);
const TITLE = /<title>([^<]*)<\/title>/;
const THEME_COLOUR = /(<meta\s+name="theme-color"\s+content=")[^"]*(")/;

/** Text for an HTML attribute or element, every special character escaped. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A button neither disabled nor marked aria-disabled. */
const ENABLED = ':not(.Mui-disabled):not([aria-disabled="true"])';

/**
 * The partner's look. Its colour passed the contrast check under white text
 * (partner.colour.ts); the header's focus ring turns white on it. `#root` outweighs the
 * components' own one-class rules, whenever Emotion inserts them.
 */
export function partnerStyle(partner: Pick<Partner, 'primaryColour' | 'logo'>): string {
  const colour = partner.primaryColour;
  const rules = [
    `#root header.MuiAppBar-root{background-color:${colour};color:#fff}`,
    `#root header a.MuiButtonBase-root{color:#fff;border-color:#fff}`,
    `#root header :focus-visible{outline-color:#fff}`,
    `#root header [role=progressbar]>div{background-color:#fff}`,
    // A disabled button keeps MUI's grey (the survey's Continue is disabled by aria-disabled,
    // so it stays focusable and says why); hovering darkens, as MUI's own primary.dark does.
    `#root .MuiButton-contained.MuiButton-colorPrimary${ENABLED}{background-color:${colour}}`,
    `#root .MuiButton-contained.MuiButton-colorPrimary${ENABLED}:hover{filter:brightness(.85)}`,
  ];
  if (partner.logo) {
    rules.push(
      `#root header .MuiToolbar-root>a:last-child::before{content:"";display:inline-block;` +
        `width:2rem;height:2rem;margin-right:.5rem;` +
        `background:url("data:${partner.logo.type};base64,${partner.logo.data}") center/contain no-repeat}`,
    );
  }
  return `<style data-partner>${rules.join('')}</style>`;
}

export interface PartnerPageOptions {
  /** Where this page's survey starts: `/p/<slug>` on the server, `/` for a static build. */
  surveyPath: string;
}

/**
 * The built page (index.html or app.html) as the partner's: its tag, title, colour and
 * style in <head>, its name and survey path in the prerendered header (index.html's; app.html
 * has none). Refuses a page it cannot find those in, so a changed build fails loudly.
 */
export function partnerPage(
  html: string,
  partner: Pick<Partner, 'name' | 'provider' | 'primaryColour' | 'logo'>,
  options: PartnerPageOptions,
): string {
  if (!html.includes('</head>') || !TITLE.test(html))
    throw new Error('The page has no <head> with a <title> to name the partner in.');
  const built = withoutPartner(html);
  const brand = escapeHtml(brandNameOf(partner));
  const tag = `<meta name="partner" content="${brand}" data-survey="${escapeHtml(options.surveyPath)}" />`;
  return built.html
    .replace(TITLE, (_, title: string) => `<title>${title} - ${brand}</title>`)
    .replace(THEME_COLOUR, `$1${partner.primaryColour}$2`)
    .replace('</head>', () => `${tag}\n    ${partnerStyle(partner)}\n  </head>`)
    .replace(
      `href="${built.surveyPath}">${built.brand}</a>`,
      () => `href="${escapeHtml(options.surveyPath)}">${brand}</a>`,
    );
}

const PARTNER_TAG = /<meta name="partner" content="([^"]*)" data-survey="([^"]*)" \/>\s*/;
const PARTNER_STYLE = /<style data-partner>[^<]*<\/style>\s*/;
const CATALOGUE_TAG = new RegExp(`<meta name="${PARTNER_CATALOGUE_TAG}" content="[^"]*" />\\s*`);

/**
 * The page as built, with the partner a build may already have written into it
 * (partner.config.json) taken out: the server serves such a build's `/` as that partner's,
 * and another partner's `/p/<slug>` from it must carry that other partner alone. Returns the
 * brand and survey path its prerendered header names, escaped as in the page.
 */
function withoutPartner(html: string): { html: string; brand: string; surveyPath: string } {
  const found = PARTNER_TAG.exec(html);
  if (!found) return { html, brand: escapeHtml(DEFAULT_BRAND_NAME), surveyPath: '/' };
  const [, brand = '', surveyPath = ''] = found;
  return {
    html: html
      .replace(PARTNER_TAG, '')
      .replace(PARTNER_STYLE, '')
      .replace(CATALOGUE_TAG, '')
      .replace(TITLE, (_, title: string) => `<title>${title.replace(` - ${brand}`, '')}</title>`),
    brand,
    surveyPath,
  };
}

/**
 * The catalogue a browser-only build writes into `<head>` (partner.catalogue.ts), its JSON
 * escaped for the attribute.
 */
export function partnerCatalogueTag(partner: PartnerCatalogue): string {
  const { slug, name, provider, products } = partner;
  const catalogue = JSON.stringify({ slug, name, provider, products });
  return `<meta name="${PARTNER_CATALOGUE_TAG}" content="${escapeHtml(catalogue)}" />`;
}
