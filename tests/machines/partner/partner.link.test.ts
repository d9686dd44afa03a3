import { describe, expect, it } from 'vitest';
import {
  originOfAddress,
  originOfSearch,
  slugOfPath,
  webhookUrlProblem,
} from '../../../machines/partner';

describe('a partner’s link', () => {
  it('names its partner by the path /p/<slug>', () => {
    expect(slugOfPath('/p/acme')).toBe('acme');
    expect(slugOfPath('/p/acme/')).toBe('acme');
    expect(slugOfPath('/')).toBeNull();
    expect(slugOfPath('/p/Acme')).toBeNull();
  });

  it('keeps the product and order a link carries, and drops malformed ones', () => {
    expect(originOfAddress('/p/acme', '?product=AR-2&order=1001')).toEqual({
      partner: 'acme',
      product: 'AR-2',
      order: '1001',
    });
    expect(originOfAddress('/p/acme', `?product=AR 2&order=${'9'.repeat(41)}`)).toEqual({
      partner: 'acme',
    });
    expect(originOfAddress('/', '?product=AR-2')).toBeNull();
  });

  // docs/browser-mode.md: a browser-only build's partner link is `/?product=<sku>&order=<ref>`.
  it('at `/` of a partner build, is that partner’s, with the same product and order rules', () => {
    expect(originOfSearch('acme', '?product=AR-2&order=1001')).toEqual({
      partner: 'acme',
      product: 'AR-2',
      order: '1001',
    });
    expect(originOfSearch('acme', '?product=AR%202')).toEqual({ partner: 'acme' });
    expect(originOfSearch('acme', '')).toEqual({ partner: 'acme' });
  });
});

describe('a webhook address', () => {
  it('is https, or plain http to a loopback address', () => {
    expect(webhookUrlProblem('https://acme.example/hooks/lmn')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook')).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hook')).toBeNull();
    expect(webhookUrlProblem('http://acme.example/hooks')).toMatch(/https/);
    expect(webhookUrlProblem('ftp://acme.example/')).toMatch(/https/);
    expect(webhookUrlProblem('https://user:pw@acme.example/')).toMatch(/password/);
    expect(webhookUrlProblem('acme.example')).toMatch(/not an address/);
  });
});
