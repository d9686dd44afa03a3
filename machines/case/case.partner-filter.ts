import type { ListedPartner } from '../partner/partner.api';
import { brandNameOf, DEFAULT_BRAND } from '../partner/partner.ids';
import { ALL_PARTNERS, casePartnerFilter, DEFAULT_PARTNER_FILTER } from './case.query';
import type { CaseRecord } from './case.record';

/*
 * The overview's partner filter and column (issue 35): which partners a reviewer can tell the
 * cases apart by, and what the address may ask for. Reviewer pages only: not in the barrel.
 */

/** One partner the filter offers: its filter value and the name the column shows. */
export interface PartnerChoice {
  filter: string;
  name: string;
}

/** The default partner's cases (from `/`, no partner) as the column and the filter name them. */
export const DEFAULT_PARTNER_NAME = `${DEFAULT_BRAND.name} (default)`;

/**
 * The name of the cases from `/` on a build whose `/` shows `brand` (src/config/brand.ts): a
 * build made with partner.config.json names them by its partner's brand, as `/` showed it;
 * the default build keeps DEFAULT_PARTNER_NAME.
 */
export function defaultPartnerName(brand: string): string {
  return brand === brandNameOf(DEFAULT_BRAND) ? DEFAULT_PARTNER_NAME : `${brand} (default)`;
}

/**
 * The default partner first, named by the brand `/` shows, then the partners the server
 * lists, in its order.
 */
export function partnerChoices(
  listed: readonly ListedPartner[],
  brand: string = brandNameOf(DEFAULT_BRAND),
): PartnerChoice[] {
  return [
    { filter: DEFAULT_PARTNER_FILTER, name: defaultPartnerName(brand) },
    ...listed.map((partner) => ({ filter: partner.slug, name: partner.name })),
  ];
}

/**
 * The column and the filter are shown only when there is more than one partner: with one
 * (browser-only mode, a server with no partner added) every case is that partner's.
 */
export function showsPartners(choices: readonly PartnerChoice[]): boolean {
  return choices.length > 1;
}

/**
 * The partner filter the overview can apply, from its address: the one asked for when it is
 * shown and offered; otherwise every partner's cases, and `refused` tells the page to say so.
 */
export function offeredPartnerFilter(
  asked: string,
  choices: readonly PartnerChoice[],
): { filter: string; refused: boolean } {
  if (asked === ALL_PARTNERS) return { filter: asked, refused: false };
  const offered = showsPartners(choices) && choices.some((choice) => choice.filter === asked);
  return offered ? { filter: asked, refused: false } : { filter: ALL_PARTNERS, refused: true };
}

/** The name of a case's partner, as the filter names it (its slug if the list lacks it). */
export function partnerNameOf(
  entry: Pick<CaseRecord, 'partner'>,
  choices: readonly PartnerChoice[],
): string {
  const filter = casePartnerFilter(entry);
  return choices.find((choice) => choice.filter === filter)?.name ?? filter;
}
