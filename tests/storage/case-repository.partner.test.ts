import { afterEach, describe, expect, it } from 'vitest';
import { createLocalCaseRepository } from '../../src/storage/case-repository';
import { allowConsoleErrors } from '../support/console';
import { ACME_CATALOGUE, openPartnerPage } from '../support/partner-catalogue-page';
import { casesWithSubmission, storeCases, storedCases, SUBMITTED_ANSWERS } from './case-fixtures';

// docs/browser-mode.md, "A partner's static deployment": a case submitted in the browser keeps
// the partner and product by the server's rules; cases stored before have none and still read.

const NOW = new Date(2024, 4, 3, 10, 0);
const repository = () => createLocalCaseRepository({ now: () => NOW });
const [AR2, AR3] = ACME_CATALOGUE.products;

let closePage = () => undefined as void;
afterEach(() => closePage());

describe('stored cases and their partner', () => {
  it('reads a case stored before cases kept a partner: it has none', async () => {
    storeCases(casesWithSubmission());
    const found = await repository().get(11);
    expect(found).toMatchObject({ id: 11, name: 'Jane Doe', answers: SUBMITTED_ANSWERS });
    expect(found?.partner).toBeUndefined();
  });

  it('reads a case stored with its partner, product and order', async () => {
    const partner = { slug: 'acme', product: AR3, order: '1001' };
    const cases = casesWithSubmission().map((entry) =>
      entry.id === 11 ? { ...entry, partner } : entry,
    );
    storeCases(cases);
    expect((await repository().get(11))?.partner).toEqual(partner);
  });

  it('leaves out a case whose stored partner is not one (storage is untrusted)', async () => {
    allowConsoleErrors();
    const partner = { slug: 'acme', product: { ...AR2, sku: 'AR 2' } };
    storeCases(
      casesWithSubmission().map((entry) => (entry.id === 11 ? { ...entry, partner } : entry)),
    );
    expect(await repository().get(11)).toBeUndefined();
  });
});

describe('a submission on a partner build', () => {
  it('keeps the product the link names, as the catalogue names it, and the order', async () => {
    closePage = openPartnerPage('?product=AR-3&order=1001');
    const created = await repository().addSubmission(SUBMITTED_ANSWERS);
    const partner = { slug: 'acme', product: AR3, order: '1001' };
    expect(created.partner).toEqual(partner);
    expect(storedCases().at(-1)).toMatchObject({ id: created.id, partner });
    expect((await repository().get(created.id))?.partner).toEqual(partner);
  });

  it.each([
    ['names no product', ''],
    ['names a product in no SKU’s form', '?product=AR%202'],
  ])('keeps the partner’s first product when the link %s', async (_, search) => {
    closePage = openPartnerPage(search);
    const created = await repository().addSubmission(SUBMITTED_ANSWERS);
    expect(created.partner).toEqual({ slug: 'acme', product: AR2 });
  });

  it('refuses a product the catalogue does not have, with the server’s message, saving nothing', async () => {
    storeCases(casesWithSubmission());
    closePage = openPartnerPage('?product=XR-9');
    await expect(repository().addSubmission(SUBMITTED_ANSWERS)).rejects.toThrow(
      'The product "XR-9" is not one Acme Bikes × Northwest Care offers. Start again from the link the shop gave you.',
    );
    expect(storedCases()).toEqual(casesWithSubmission());
  });

  it('stores no partner when the page’s catalogue cannot be read', async () => {
    allowConsoleErrors();
    closePage = openPartnerPage('?product=AR-2', '{"slug": "acme"');
    const created = await repository().addSubmission(SUBMITTED_ANSWERS);
    expect(created.partner).toBeUndefined();
  });

  it('stores no partner on a build without partner.config.json', async () => {
    window.history.replaceState(null, '', '/?product=AR-2');
    closePage = () => window.history.replaceState(null, '', '/');
    const created = await repository().addSubmission(SUBMITTED_ANSWERS);
    expect(created.partner).toBeUndefined();
    expect(storedCases().at(-1)).not.toHaveProperty('partner');
  });
});
