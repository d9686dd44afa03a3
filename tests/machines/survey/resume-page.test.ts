import { describe, expect, it } from 'vitest';
import { hasResumableMarker, pageForVisitor } from '../../../machines/survey/resume-page';

const BOOT = '<script async data-resume-boot src="/assets/resume-boot-abc.js"></script>';
const PAGE = `<head>
    ${BOOT}
    <style data-resume>html[data-resuming-survey] main{visibility:hidden}</style>
    <title>Survey</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head><body><div id="root" data-prerendered><main>...</main></div></body>`;

describe('hasResumableMarker', () => {
  it.each([
    ['lmn-resumable=1', true],
    ['a=b; lmn-resumable=1', true],
    ['lmn-resumable=1;a=b', true],
    [undefined, false],
    ['', false],
    ['lmn-resumable=0', false],
    ['lmn-resumable=', false],
    ['xlmn-resumable=1', false],
    ['lmn-resumable=11', false],
  ])('%s: %s', (header, expected) => {
    expect(hasResumableMarker(header)).toBe(expected);
  });
});

describe('pageForVisitor', () => {
  it('leaves the boot script out of a newcomer’s page, and nothing else', () => {
    const page = pageForVisitor(PAGE, false);
    expect(page).toBe(PAGE.replace(`${BOOT}\n    `, ''));
    expect(page).toContain('<style data-resume>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(page).toContain('<main>...</main>');
  });

  it('makes it render-blocking in the page of a browser that has run the survey', () => {
    const page = pageForVisitor(PAGE, true);
    expect(page).toContain('<script data-resume-boot src="/assets/resume-boot-abc.js"></script>');
    expect(page).not.toContain('async data-resume-boot');
    // Still in <head>, before the style it switches on: it runs before anything is painted.
    expect(page.indexOf('resume-boot')).toBeLessThan(page.indexOf('<style data-resume>'));
  });

  it('serves a page without the boot script (an older build) as it is', () => {
    const older = PAGE.replace(BOOT, '');
    expect(pageForVisitor(older, true)).toBe(older);
    expect(pageForVisitor(older, false)).toBe(older);
  });
});
