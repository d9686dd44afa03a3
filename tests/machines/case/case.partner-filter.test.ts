import { describe, expect, it } from 'vitest';
import { ALL_PARTNERS, DEFAULT_PARTNER_FILTER, type CaseRecord } from '../../../machines/case';
import {
  DEFAULT_PARTNER_NAME,
  defaultPartnerName,
  offeredPartnerFilter,
  partnerChoices,
  partnerNameOf,
  showsPartners,
} from '../../../machines/case/case.partner-filter';

// Issue 35 part 5 (docs/server-mode.md, "The case overview"): the overview filters by partner
// and names each case's partner; cases without one are the default partner's. With one
// partner only (browser-only mode, a server with none added) neither filter nor column shows.

const acme = { slug: 'acme', name: 'Acme Bikes' };
const zephyr = { slug: 'zephyr', name: 'Zephyr Cycles' };
const product = { sku: 'AR-2', name: 'Acme Ride 2', usage: 'daily', duration: '1 year' };
const fromAcme: Pick<CaseRecord, 'partner'> = { partner: { slug: 'acme', product } };
const fromRoot: Pick<CaseRecord, 'partner'> = {};

describe('the partners the overview offers', () => {
  it('the default partner first, then the server’s partners in its order', () => {
    expect(partnerChoices([acme, zephyr])).toEqual([
      { filter: DEFAULT_PARTNER_FILTER, name: DEFAULT_PARTNER_NAME },
      { filter: 'acme', name: 'Acme Bikes' },
      { filter: 'zephyr', name: 'Zephyr Cycles' },
    ]);
  });

  it('shows the filter and column only when there is more than one partner', () => {
    expect(showsPartners(partnerChoices([]))).toBe(false);
    expect(showsPartners(partnerChoices([acme]))).toBe(true);
  });

  it('names a case’s partner, and the default partner for a case from /', () => {
    const choices = partnerChoices([acme]);
    expect(partnerNameOf(fromAcme, choices)).toBe('Acme Bikes');
    expect(partnerNameOf(fromRoot, choices)).toBe(DEFAULT_PARTNER_NAME);
    expect(DEFAULT_PARTNER_NAME).toMatch(/^Partner\b/);
  });
});

// docs/server-mode.md, "The overview's partner": a build made with partner.config.json names
// the cases from `/` by the brand `/` shows; the default build keeps "Partner (default)".
describe('the name of the cases from /', () => {
  it('is "Partner (default)" on the default build, whose / shows "Partner × Provider"', () => {
    expect(defaultPartnerName('Partner × Provider')).toBe('Partner (default)');
    expect(partnerChoices([acme], 'Partner × Provider')[0]?.name).toBe('Partner (default)');
  });

  it('is the configured partner’s brand, as / shows it, in the filter and the column', () => {
    const choices = partnerChoices([acme], 'Acme Bikes × Northwest Care');
    expect(choices[0]).toEqual({
      filter: DEFAULT_PARTNER_FILTER,
      name: 'Acme Bikes × Northwest Care (default)',
    });
    expect(partnerNameOf(fromRoot, choices)).toBe('Acme Bikes × Northwest Care (default)');
    expect(partnerNameOf(fromAcme, choices)).toBe('Acme Bikes');
  });
});

describe('the partner an address asks for', () => {
  const choices = partnerChoices([acme]);

  it('applies a partner the filter offers, the default partner included', () => {
    expect(offeredPartnerFilter('acme', choices)).toEqual({ filter: 'acme', refused: false });
    expect(offeredPartnerFilter(DEFAULT_PARTNER_FILTER, choices)).toEqual({
      filter: DEFAULT_PARTNER_FILTER,
      refused: false,
    });
    expect(offeredPartnerFilter(ALL_PARTNERS, choices)).toEqual({
      filter: ALL_PARTNERS,
      refused: false,
    });
  });

  it('refuses an unknown partner, showing every partner’s cases instead', () => {
    expect(offeredPartnerFilter('nobody', choices)).toEqual({
      filter: ALL_PARTNERS,
      refused: true,
    });
  });

  it('refuses any partner when there is only one, where no filter is shown', () => {
    expect(offeredPartnerFilter(DEFAULT_PARTNER_FILTER, partnerChoices([]))).toEqual({
      filter: ALL_PARTNERS,
      refused: true,
    });
  });
});
