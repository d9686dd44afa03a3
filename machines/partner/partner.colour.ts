/**
 * A partner's primary colour is the background of the header, under its white text (the
 * brand, Login), and of the primary buttons, under their white labels: it must reach WCAG AA's
 * contrast for normal text against white (docs/decisions/2026-11-27-partners-as-data.md).
 */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

/** The app's own primary colour: a partner that gives none keeps it. */
export const DEFAULT_PARTNER_COLOUR = '#1b5e7a';

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** "#1b5e7a": six hex digits, lower case. */
export function isHexColour(text: string): boolean {
  return HEX_COLOUR.test(text);
}

/** One sRGB channel (0–255) made linear, as WCAG 2's relative luminance defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2's relative luminance of a "#rrggbb" colour, 0 (black) to 1 (white). */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => linear(Number.parseInt(colour.slice(at, at + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of white text on this colour, 1 to 21. */
export function contrastWithWhite(colour: string): number {
  return 1.05 / (relativeLuminance(colour) + 0.05);
}

/** Why a primary colour is refused, or null: its form, or too little contrast under white text. */
export function colourProblem(text: string): string | null {
  if (!isHexColour(text))
    return `"${text}" is not a colour as #rrggbb (six hex digits, lower case).`;
  const ratio = contrastWithWhite(text);
  if (ratio >= MIN_CONTRAST_WITH_WHITE) return null;
  return `${text} under white text has a contrast of ${ratio.toFixed(2)}:1; WCAG AA asks at least ${MIN_CONTRAST_WITH_WHITE}:1. Choose a darker colour.`;
}
