import { describe, expect, it } from 'vitest';
import {
  originOfAddress,
  partnerPath,
  PARTNER_PATH_PREFIX,
  slugOfPath,
  webhookUrlProblem,
} from '../../../machines/partner';

// Issue 35: a partner's link is /p/<slug>, with ?product=<sku> and ?order=<ref> when they
// have their form; a malformed one is dropped, not sent.
describe('the path of a partner’s link', () => {
  it('is /p/<slug>', () => {
    expect(PARTNER_PATH_PREFIX).toBe('/p/');
    expect(partnerPath('acme-bikes')).toBe('/p/acme-bikes');
    expect(slugOfPath(partnerPath('acme-bikes'))).toBe('acme-bikes');
  });

  it.each([
    '/p/',
    '/p',
    '/pacme',
    '/q/acme',
    '/x/p/acme',
    'p/acme',
    '/p/acme/x',
    '/p/acme//',
    '/p/-acme',
  ])('names no partner at %s', (path) => {
    expect(slugOfPath(path)).toBeNull();
    expect(originOfAddress(path, '?product=AR-2')).toBeNull();
  });

  it('takes a slug at its longest, 40 characters, and no longer', () => {
    expect(slugOfPath(`/p/${'a'.repeat(40)}`)).toBe('a'.repeat(40));
    expect(slugOfPath(`/p/${'a'.repeat(41)}`)).toBeNull();
  });
});

describe('the origin a link gives', () => {
  it('is the partner alone when the link carries neither product nor order', () => {
    expect(originOfAddress('/p/acme', '')).toStrictEqual({ partner: 'acme' });
    expect(originOfAddress('/p/acme/', '?utm=x')).toStrictEqual({ partner: 'acme' });
    expect(originOfAddress('/p/acme', '?product=&order=')).toStrictEqual({ partner: 'acme' });
  });

  it('keeps each well-formed one, whatever the other', () => {
    expect(originOfAddress('/p/acme', '?product=AR-2')).toStrictEqual({
      partner: 'acme',
      product: 'AR-2',
    });
    expect(originOfAddress('/p/acme', '?order=Ord_1.a-B')).toStrictEqual({
      partner: 'acme',
      order: 'Ord_1.a-B',
    });
    expect(originOfAddress('/p/acme', '?product=AR%202&order=1001')).toStrictEqual({
      partner: 'acme',
      order: '1001',
    });
    expect(originOfAddress('/p/acme', '?product=ar.2_x&order=-1')).toStrictEqual({
      partner: 'acme',
      product: 'ar.2_x',
    });
  });

  it('keeps an order reference of 40 characters and drops one of 41', () => {
    expect(originOfAddress('/p/acme', `?order=${'9'.repeat(40)}`)).toStrictEqual({
      partner: 'acme',
      order: '9'.repeat(40),
    });
    expect(originOfAddress('/p/acme', `?order=${'9'.repeat(41)}`)).toStrictEqual({
      partner: 'acme',
    });
  });

  it('keeps a SKU of 40 characters and drops one of 41', () => {
    expect(originOfAddress('/p/acme', `?product=${'A'.repeat(40)}`)).toStrictEqual({
      partner: 'acme',
      product: 'A'.repeat(40),
    });
    expect(originOfAddress('/p/acme', `?product=${'A'.repeat(41)}`)).toStrictEqual({
      partner: 'acme',
    });
  });
});

describe('a webhook address, refused or not', () => {
  it('takes plain http to each loopback address', () => {
    expect(webhookUrlProblem('http://[::1]:4000/hook')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1/hook')).toBeNull();
    expect(webhookUrlProblem('http://localhost/hook')).toBeNull();
  });

  it('refuses plain http elsewhere, and other schemes, with the rule', () => {
    const rule = 'a webhook address is https:// (plain http only to a loopback address).';
    expect(webhookUrlProblem('http://localhost.acme.example/hook')).toBe(rule);
    expect(webhookUrlProblem('http://127.0.0.2/hook')).toBe(rule);
    expect(webhookUrlProblem('ws://localhost/hook')).toBe(rule);
  });

  it('refuses a user name or a password alone', () => {
    const rule = 'a webhook address carries no user name or password.';
    expect(webhookUrlProblem('https://user@acme.example/')).toBe(rule);
    expect(webhookUrlProblem('https://:secret@acme.example/')).toBe(rule);
    expect(webhookUrlProblem('http://user@localhost/')).toBe(rule);
  });

  it('says which text is not an address', () => {
    expect(webhookUrlProblem('acme.example')).toBe('"acme.example" is not an address.');
  });
});
