import type { PrerenderedPage } from './render-first-page.tsx';

const EMPTY_ROOT = '<div id="root"></div>';
const PRERENDERED_ROOT = '<div id="root" data-prerendered>';

/**
 * React writes ' as &#x27;. Its markup quotes every attribute with ", so a plain ' is safe
 * in text and attributes alike, and the page's source then reads as the spec's text does
 * ("What's your first and last name?"), for people and tools that search it.
 */
function readableApostrophes(html: string): string {
  return html.replaceAll('&#x27;', "'");
}

/**
 * Puts the prerendered first step into the built index.html: its styles at the end of
 * <head>, its markup inside #root (marked, so the client knows it may hydrate). Everything
 * else in the template stays as it is (the case-store meta tag, a CSP meta, the scripts).
 */
export function injectPrerender(template: string, page: PrerenderedPage): string {
  if (!template.includes(EMPTY_ROOT)) {
    throw new Error(`index.html has no empty ${EMPTY_ROOT} to prerender into.`);
  }
  if (!template.includes('</head>')) throw new Error('index.html has no </head>.');
  return template
    .replace('</head>', `${page.styleTags}\n  </head>`)
    .replace(EMPTY_ROOT, () => `${PRERENDERED_ROOT}${readableApostrophes(page.html)}</div>`);
}
