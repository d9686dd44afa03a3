import { describe, expect, it } from 'vitest';
import { logoProblem, MAX_LOGO_BYTES, svgProblem } from '../../../machines/partner';

const base64 = (text: string) => Buffer.from(text).toString('base64');
const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>';

// Issue 35: a logo draws, and nothing else; a refused SVG is refused, never rewritten.
describe('an SVG logo', () => {
  it('is taken when it only draws (in-file #id references included)', () => {
    expect(svgProblem(DRAWING)).toBeNull();
  });

  it.each([
    ['<svg><script>alert(1)</script></svg>', /script/],
    ['<svg><SCRIPT xlink:href="#x"/></svg>', /script/],
    ['<svg><rect onload="alert(1)"/></svg>', /event handler/],
    ['<svg><rect ONCLICK = "x()"/></svg>', /event handler/],
    ['<svg><foreignObject><div>hi</div></foreignObject></svg>', /foreignObject/],
    ['<svg><image href="https://tracker.example/p.png"/></svg>', /outside the file/],
    ['<svg><a xlink:href="javascript:alert(1)"><rect/></a></svg>', /outside the file|javascript/],
    ['<svg><rect style="fill:url(https://x.example/a)"/></svg>', /url/],
    ['<svg><style>@import "https://x.example/a.css";</style></svg>', /import/],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg/>', /DOCTYPE|entity/],
    ['<html><body>not a drawing</body></html>', /not an SVG/],
  ])('refuses %s', (svg, reason) => {
    expect(svgProblem(svg)).toMatch(reason);
  });
});

describe('a logo file', () => {
  it('takes a drawing and a PNG by its signature', () => {
    expect(logoProblem({ type: 'image/svg+xml', data: base64(DRAWING) })).toBeNull();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(logoProblem({ type: 'image/png', data: png.toString('base64') })).toBeNull();
  });

  it('refuses a PNG that is not one, text that is not base64, and a file over the size', () => {
    expect(logoProblem({ type: 'image/png', data: base64('GIF89a....') })).toMatch(/not a PNG/);
    expect(logoProblem({ type: 'image/svg+xml', data: 'not base64!' })).toMatch(/base64/);
    const big = `<svg>${' '.repeat(MAX_LOGO_BYTES)}</svg>`;
    expect(logoProblem({ type: 'image/svg+xml', data: base64(big) })).toMatch(/at most/);
  });
});
