import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  logoTypeOf,
  parsePartner,
  partnerCatalogueTag,
  partnerPage,
  type Partner,
} from '../../machines/partner/index.ts';

/**
 * A static (browser-only) deployment's partner: `partner.config.json` at the repository root,
 * read and checked by the build (docs/browser-mode.md). Absent: the default partner, and the
 * build is exactly what it was. A bad file fails the build with the field named.
 */
export const PARTNER_CONFIG_FILE = 'partner.config.json';

/** The partner of the file in `root`, or null when there is none. Throws on a bad file. */
export function loadPartnerConfig(root: string): Partner | null {
  const path = join(root, PARTNER_CONFIG_FILE);
  if (!existsSync(path)) return null;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${PARTNER_CONFIG_FILE} is not JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = parsePartner(withLogoFile(root, value));
  if (!parsed.ok) throw new Error(`${PARTNER_CONFIG_FILE}: ${parsed.problem}`);
  return parsed.partner;
}

/** `"logoFile": "brand/acme.svg"` (from the root) read into the contract's `logo`. */
function withLogoFile(root: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('logoFile' in value)) return value;
  const { logoFile, ...rest } = value as { logoFile: unknown };
  if (typeof logoFile !== 'string')
    throw new Error(`${PARTNER_CONFIG_FILE}: logoFile: a path to a .svg or .png file.`);
  const type = logoTypeOf(logoFile);
  if (!type)
    throw new Error(`${PARTNER_CONFIG_FILE}: logoFile: "${logoFile}" is not .svg or .png.`);
  const path = resolve(root, logoFile);
  if (!existsSync(path))
    throw new Error(`${PARTNER_CONFIG_FILE}: logoFile: "${logoFile}" does not exist.`);
  return { ...rest, logo: { type, data: readFileSync(path).toString('base64') } };
}

/**
 * What the build does to each page for the file's partner: nothing without one. With one,
 * its catalogue too, from which a browser-only case takes its partner and product.
 */
export function partnerHtmlFor(partner: Partner | null): (html: string) => string {
  if (!partner) return (html) => html;
  // A static host serves the survey at `/`: the partner's survey starts there.
  return (html) =>
    partnerPage(html, partner, { surveyPath: '/' }).replace(
      '</head>',
      () => `${partnerCatalogueTag(partner)}\n  </head>`,
    );
}
