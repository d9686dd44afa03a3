import { describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../../scripts/prerender/html-route';
import { injectPrerender } from '../../../scripts/prerender/inject';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Survey</title>
    <meta name="case-store" content="browser" />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = {
  html: '<h1 class="css-1">What&#x27;s your first and last name?</h1><input value="" placeholder="a &amp; b"/>',
  styleTags: '<style data-emotion="css 1">.css-1{color:red}</style>',
};

const BOOT = '/assets/resume-boot-abc.js';

describe('injectPrerender', () => {
  it('loads the resume boot script without blocking the first paint, before the title', () => {
    const view = injectPrerender(TEMPLATE, PAGE, BOOT);
    const script = `<script async data-resume-boot src="${BOOT}"></script>`;
    expect(view).toContain(script);
    expect(view.indexOf(script)).toBeLessThan(view.indexOf('<title>'));
    // The style it switches on hides the prerendered question, only while resuming.
    expect(view).toMatch(/html\[data-resuming-survey\] #root\[data-prerendered\] > main/);
  });

  it('puts the styles in the head and the marked markup in #root, keeping the rest', () => {
    const view = injectPrerender(TEMPLATE, PAGE, BOOT);
    expect(view).toContain('<style data-emotion="css 1">.css-1{color:red}</style>\n  </head>');
    expect(view).toContain(
      `<div id="root" data-prerendered><h1 class="css-1">What's your first and last name?</h1>`,
    );
    expect(view).toContain('<meta name="case-store" content="browser" />');
    expect(view).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    // Other entities stay escaped.
    expect(view).toContain('placeholder="a &amp; b"');
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      injectPrerender(TEMPLATE.replace('<div id="root"></div>', ''), PAGE, BOOT),
    ).toThrow(/no empty <div id="root"><\/div>/);
  });

  it('keeps markup with $ patterns literally', () => {
    const view = injectPrerender(TEMPLATE, { ...PAGE, html: "<p>$& $' $1</p>" }, BOOT);
    expect(view).toContain("<p>$& $' $1</p>");
  });
});

describe('htmlFileFor', () => {
  const built = new Set(['index.html', 'app.html']);
  const exists = (file: string) => built.has(file);

  it('answers / with the prerendered page', () => {
    expect(htmlFileFor('/', exists)).toBe('index.html');
    expect(htmlFileFor('/index.html', exists)).toBe('index.html');
  });

  it('answers every other route with the shell', () => {
    for (const path of ['/login', '/case-overview', '/review/7', '/machines', '/nowhere/at/all']) {
      expect(htmlFileFor(path, exists)).toBe('app.html');
    }
  });

  it('falls back to index.html for a build without a shell', () => {
    expect(htmlFileFor('/login', (file) => file === 'index.html')).toBe('index.html');
  });
});
