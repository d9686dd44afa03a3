import { describe, expect, it } from 'vitest';
import {
  decodeBase64,
  logoProblem,
  logoTypeOf,
  MAX_LOGO_BYTES,
  svgProblem,
} from '../../../machines/partner';

const base64 = (text: string) => Buffer.from(text).toString('base64');
const refusal = (what: string) => `the SVG holds ${what}; a logo may only draw.`;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// Issue 35 and docs/decisions/2026-11-27-partners-as-data.md: an SVG logo only draws; each
// construct that does more is refused with the reason a partner reads.
describe('an SVG logo, construct by construct', () => {
  it.each([
    ['<svg>< script>x</script></svg>', 'a script'],
    ['<svg><Script/></svg>', 'a script'],
    ['<svg><rect\tonmouseover="x()"/></svg>', 'an event handler attribute (on…)'],
    ['<svg><rect onclick ="x()"/></svg>', 'an event handler attribute (on…)'],
    ['<svg>< FOREIGNOBJECT/></svg>', 'a foreignObject (embedded HTML)'],
    [
      '<svg><use href="other.svg#a"/></svg>',
      'a link to something outside the file (only #id links are kept)',
    ],
    [
      '<svg><use HREF = https://x.example/a.svg /></svg>',
      'a link to something outside the file (only #id links are kept)',
    ],
    ['<svg><rect fill="url(a.svg#g)"/></svg>', 'a resource outside the file in url(…)'],
    [
      '<svg><rect fill="URL( data:image/png;base64,AAAA)"/></svg>',
      'a resource outside the file in url(…)',
    ],
    ['<svg><style>@IMPORT url(#x);</style></svg>', 'a stylesheet import'],
    ['<svg><style>@import"a.css";</style></svg>', 'a stylesheet import'],
    ['<svg><text>JavaScript:void(0)</text></svg>', 'a javascript: address'],
    ['<!DOCTYPE svg><svg/>', 'a DOCTYPE or entity declaration'],
    ['<svg><! ENTITY x "y"></svg>', 'a DOCTYPE or entity declaration'],
    ['<svg><!entity x "y"></svg>', 'a DOCTYPE or entity declaration'],
    ['<svg><iframe/></svg>', 'an embedded frame or media element'],
    ['<svg>< embed/></svg>', 'an embedded frame or media element'],
    ['<svg><OBJECT/></svg>', 'an embedded frame or media element'],
    ['<svg><audio/></svg>', 'an embedded frame or media element'],
    ['<svg><video/></svg>', 'an embedded frame or media element'],
  ])('refuses %s as holding %s', (svg, what) => {
    expect(svgProblem(svg)).toBe(refusal(what));
  });

  it.each([
    '<SVG viewBox="0 0 1 1"><rect/></SVG>',
    '<svg><use href="#a"/><use HREF=\'#b\'/><use href=" #c"/><use href =#d /></svg>',
    '<svg><rect fill="url(#g)"/><rect fill="URL(\' #h\')"/><rect fill=url("#i") /></svg>',
    // Names that merely begin like a forbidden one are drawing, not scripts or handlers.
    '<svg><scripted/><rect data-onload="x" icon="on"/><objects/><videos/></svg>',
    '<svg><foreignObjects/><iframes/><embedded/><audios/></svg>',
    '<svg><text>@imports and javascript are words</text></svg>',
    '<svg><!-- a comment --><!DOCTYPES/><!ENTITYX/></svg>',
  ])('takes %s, which only draws', (svg) => {
    expect(svgProblem(svg)).toBeNull();
  });

  it('refuses text that is not an SVG drawing', () => {
    expect(svgProblem('<svgx><rect/></svgx>')).toBe('the file is not an SVG drawing.');
    expect(svgProblem('')).toBe('the file is not an SVG drawing.');
  });

  it('reports the first refused construct', () => {
    expect(svgProblem('<svg onload="x()"><script/></svg>')).toBe(refusal('a script'));
  });
});

describe('a logo’s base64', () => {
  it('decodes padded base64 to its bytes', () => {
    expect(Array.from(decodeBase64(base64('<svg>')) ?? [])).toEqual([60, 115, 118, 103, 62]);
    expect(Array.from(decodeBase64('') ?? [1])).toEqual([]);
  });

  it.each(['PHN2Zz4', '!PHN2Zz4=', 'PHN2Zz4=!', 'PHN2Zz4===', 'PH N2Zz4=', 'PHN2-z4='])(
    'is not base64: %j',
    (data) => {
      expect(decodeBase64(data)).toBeNull();
      expect(logoProblem({ type: 'image/svg+xml', data })).toBe('the logo is empty or not base64.');
    },
  );

  it('takes + and / among the base64 letters', () => {
    expect(Array.from(decodeBase64('+/+/') ?? [])).toEqual([0xfb, 0xff, 0xbf]);
  });
});

describe('a logo file’s size and form', () => {
  const svgOf = (bytes: number) => {
    const open = '<svg>';
    const close = '</svg>';
    return `${open}${' '.repeat(bytes - open.length - close.length)}${close}`;
  };

  it('refuses an empty file', () => {
    expect(logoProblem({ type: 'image/svg+xml', data: '' })).toBe(
      'the logo is empty or not base64.',
    );
    expect(logoProblem({ type: 'image/png', data: '' })).toBe('the logo is empty or not base64.');
  });

  it(`takes exactly ${MAX_LOGO_BYTES} bytes and refuses one more, saying how many`, () => {
    expect(MAX_LOGO_BYTES).toBe(32_000);
    expect(logoProblem({ type: 'image/svg+xml', data: base64(svgOf(MAX_LOGO_BYTES)) })).toBeNull();
    expect(logoProblem({ type: 'image/svg+xml', data: base64(svgOf(MAX_LOGO_BYTES + 1)) })).toBe(
      `the logo has ${MAX_LOGO_BYTES + 1} bytes; at most ${MAX_LOGO_BYTES} are kept.`,
    );
    const png = Buffer.alloc(MAX_LOGO_BYTES + 1);
    Buffer.from(PNG_SIGNATURE).copy(png);
    expect(logoProblem({ type: 'image/png', data: png.toString('base64') })).toMatch(/at most/);
    expect(
      logoProblem({ type: 'image/png', data: png.subarray(0, MAX_LOGO_BYTES).toString('base64') }),
    ).toBeNull();
  });

  it.each(PNG_SIGNATURE.map((_, at) => at))(
    'refuses a PNG whose signature is wrong at byte %i',
    (at) => {
      const bytes = Buffer.from([...PNG_SIGNATURE, 0, 0, 0, 0]);
      bytes[at] = (bytes[at] ?? 0) ^ 0xff;
      expect(logoProblem({ type: 'image/png', data: bytes.toString('base64') })).toBe(
        'the file is not a PNG.',
      );
    },
  );

  it('refuses a PNG shorter than its signature', () => {
    const short = Buffer.from(PNG_SIGNATURE.slice(0, 4)).toString('base64');
    expect(logoProblem({ type: 'image/png', data: short })).toBe('the file is not a PNG.');
  });

  it('reads a PNG by its bytes, not as an SVG, and an SVG by its text', () => {
    const pngWithScriptText = Buffer.from([
      ...PNG_SIGNATURE,
      ...Buffer.from('<svg><script/></svg>'),
    ]).toString('base64');
    expect(logoProblem({ type: 'image/png', data: pngWithScriptText })).toBeNull();
    expect(logoProblem({ type: 'image/svg+xml', data: base64('<svg><script/></svg>') })).toBe(
      refusal('a script'),
    );
    expect(logoProblem({ type: 'image/svg+xml', data: base64('just text') })).toBe(
      'the file is not an SVG drawing.',
    );
  });

  it('still examines an SVG holding bytes that are not UTF-8', () => {
    const bytes = Buffer.concat([
      Buffer.from('<svg><!-- '),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(' --><rect/></svg>'),
    ]);
    expect(logoProblem({ type: 'image/svg+xml', data: bytes.toString('base64') })).toBeNull();
  });
});

describe('a logo’s type from its file name', () => {
  it.each([
    ['logo.svg', 'image/svg+xml'],
    ['LOGO.SVG', 'image/svg+xml'],
    ['logo.png', 'image/png'],
    ['logo.PNG', 'image/png'],
    ['logo.svg.txt', null],
    ['logo.png.gif', null],
    ['logosvg', null],
    ['logopng', null],
    ['logo.gif', null],
  ])('%s is %s', (name, type) => {
    expect(logoTypeOf(name)).toBe(type);
  });
});
