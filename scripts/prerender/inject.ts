import { RESUME_BOOT_ATTRIBUTE } from '../../machines/survey/resume-page.ts';
import type { PrerenderedPage } from './render-first-page.tsx';

const EMPTY_ROOT = '<div id="root"></div>';
const PRERENDERED_ROOT = '<div id="root" data-prerendered>';

/** Set on <html> by the resume boot script (public/resume-boot.js); see src/lib/resume-paint. */
const RESUMING = 'data-resuming-survey';

/**
 * What a tab that holds a saved survey shows before the app renders its step: the header and
 * the progress bar's track, not the first question nor step 1's fill. Hidden, not removed, so
 * nothing moves, and hidden content takes neither focus nor typing.
 */
const RESUMING_STYLE =
  `<style data-resume>html[${RESUMING}] #root[data-prerendered] > main,` +
  `html[${RESUMING}] #root[data-prerendered] [role="progressbar"] > *{visibility:hidden}</style>`;

/**
 * React writes ' as &#x27;. Its markup quotes every attribute with ", so a plain ' is safe
 * in text and attributes alike, and the page's source then reads as the spec's text does
 * ("What's your first and last name?"), for people and tools that search it.
 */
function readableApostrophes(html: string): string {
  return html.replaceAll('&#x27;', "'");
}

/**
 * Puts the prerendered first step into the built index.html: the resume boot script (async,
 * so a newcomer's first paint never waits for it; marked, so a server can make it
 * render-blocking for a browser that has run the survey, machines/survey/resume-page.ts) and
 * the style it switches on first in <head>, then the step's styles at the end of <head>, its markup inside #root (marked, so the
 * client knows it may hydrate). Everything else in the template stays as it is (the
 * case-store meta tag, a CSP meta, the scripts).
 */
export function injectPrerender(
  template: string,
  page: PrerenderedPage,
  bootScriptSrc: string,
): string {
  if (!template.includes(EMPTY_ROOT)) {
    throw new Error(`index.html has no empty ${EMPTY_ROOT} to prerender into.`);
  }
  if (!template.includes('</head>')) throw new Error('index.html has no </head>.');
  const title = template.indexOf('<title>');
  if (title < 0) throw new Error('index.html has no <title>.');
  const boot = `<script async ${RESUME_BOOT_ATTRIBUTE} src="${bootScriptSrc}"></script>\n    ${RESUMING_STYLE}\n    `;
  return (template.slice(0, title) + boot + template.slice(title))
    .replace('</head>', `${page.styleTags}\n  </head>`)
    .replace(EMPTY_ROOT, () => `${PRERENDERED_ROOT}${readableApostrophes(page.html)}</div>`);
}
