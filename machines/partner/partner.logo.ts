/**
 * A partner's logo, shown beside its name in the header: an SVG or a PNG, at most
 * MAX_LOGO_BYTES. An SVG is refused, never rewritten, when it holds anything but a drawing:
 * a script, an event handler, embedded HTML (foreignObject), a link or resource outside the
 * file, an entity declaration.
 */
export const LOGO_TYPES = ['image/svg+xml', 'image/png'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export const MAX_LOGO_BYTES = 32_000;

export interface PartnerLogo {
  type: LogoType;
  /** The file, base64. */
  data: string;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What an SVG may not hold, each with the reason a partner reads. */
const SVG_REFUSALS: readonly [RegExp, string][] = [
  [/<\s*script\b/i, 'a script'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (on…)'],
  [/<\s*foreignObject\b/i, 'a foreignObject (embedded HTML)'],
  [/\bhref\s*=\s*(?!["']?\s*#)/i, 'a link to something outside the file (only #id links are kept)'],
  [/url\(\s*(?!["']?\s*#)/i, 'a resource outside the file in url(…)'],
  [/@import\b/i, 'a stylesheet import'],
  [/javascript:/i, 'a javascript: address'],
  [/<!\s*(?:ENTITY|DOCTYPE)\b/i, 'a DOCTYPE or entity declaration'],
  [/<\s*(?:iframe|embed|object|audio|video)\b/i, 'an embedded frame or media element'],
];

/** Why an SVG's text is refused as a logo, or null. */
export function svgProblem(svg: string): string | null {
  if (!/<svg\b/i.test(svg)) return 'the file is not an SVG drawing.';
  for (const [pattern, what] of SVG_REFUSALS) {
    if (pattern.test(svg)) return `the SVG holds ${what}; a logo may only draw.`;
  }
  return null;
}

/** The bytes of base64 text, or null when it is not base64. */
export function decodeBase64(data: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0) return null;
  const binary = atob(data);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Why a logo is refused, or null: its type, size, form (PNG signature) or SVG content. */
export function logoProblem(logo: PartnerLogo): string | null {
  const bytes = decodeBase64(logo.data);
  if (!bytes || bytes.length === 0) return 'the logo is empty or not base64.';
  if (bytes.length > MAX_LOGO_BYTES)
    return `the logo has ${bytes.length} bytes; at most ${MAX_LOGO_BYTES} are kept.`;
  if (logo.type === 'image/png') {
    return PNG_SIGNATURE.every((byte, at) => bytes[at] === byte) ? null : 'the file is not a PNG.';
  }
  return svgProblem(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
}

/** The logo's type from its file name: .svg or .png, else null. */
export function logoTypeOf(fileName: string): LogoType | null {
  if (/\.svg$/i.test(fileName)) return 'image/svg+xml';
  if (/\.png$/i.test(fileName)) return 'image/png';
  return null;
}
