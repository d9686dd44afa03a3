import { describe, expect, it } from 'vitest';
import { contrastWithWhite, relativeLuminance } from '../../../machines/partner';

// WCAG 2's relative luminance: a channel at or under 0.04045 (of 1) is linear, divided by
// 12.92; above it, ((c + 0.055) / 1.055) ^ 2.4.
describe('relative luminance as WCAG 2 defines it', () => {
  it('divides a dark channel by 12.92', () => {
    // #0a0a0a: 10 / 255 = 0.0392, under 0.04045: 0.0392 / 12.92 = 0.003035.
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 6);
    expect(contrastWithWhite('#0a0a0a')).toBeCloseTo(1.05 / (10 / 255 / 12.92 + 0.05), 6);
  });

  it('weights red, green and blue as 0.2126, 0.7152 and 0.0722', () => {
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 6);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 6);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 6);
    // #808080: 128 / 255 = 0.502, ((0.502 + 0.055) / 1.055) ^ 2.4 = 0.2159.
    expect(relativeLuminance('#808080')).toBeCloseTo(((128 / 255 + 0.055) / 1.055) ** 2.4, 6);
  });
});
