import { describe, expect, it } from 'vitest';
import { colourProblem, contrastWithWhite } from '../../../machines/partner';

// Issue 35: the primary colour sits under white text (the header, the primary buttons) and
// is refused below WCAG AA's 4.5:1 for normal text.
describe('a partner’s primary colour', () => {
  it('measures white text on it as WCAG 2 does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
  });

  it('takes a colour just over 4.5:1 under white text (#767676, 4.54:1)', () => {
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(colourProblem('#767676')).toBeNull();
  });

  it('refuses a colour just under 4.5:1 (#777777, 4.48:1), saying the ratio and the rule', () => {
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5);
    expect(colourProblem('#777777')).toMatch(/4\.48:1.*at least 4\.5:1/);
  });

  it('takes the app’s own colour and refuses a light one', () => {
    expect(colourProblem('#1b5e7a')).toBeNull();
    expect(colourProblem('#ffcc00')).toMatch(/contrast/);
  });

  it.each(['1b5e7a', '#1B5E7A', '#1b5e7', 'red', '#1b5e7a ', ''])(
    'refuses %j as a form',
    (text) => {
      expect(colourProblem(text)).toMatch(/#rrggbb/);
    },
  );
});
