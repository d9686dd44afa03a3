import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';

vi.hoisted(() =>
  document.head.insertAdjacentHTML('beforeend', '<meta name="case-store" content="server" />'),
);

const VALID = {
  status: 'valid',
  issuedOn: '2026-11-24',
  validUntil: '2027-11-24',
  provider: { fullName: 'Ann Lee', credentials: 'MD', npi: '1234567893' },
  patientInitials: 'J. R.',
};

/** Waits for `text`, then finds it in a live region (role status), as outcomes must be. */
async function expectAnnounced(text: string) {
  await screen.findByText(text);
  const regions = screen.getAllByRole('status').map((region) => region.textContent);
  expect(regions).toContainEqual(expect.stringContaining(text));
}

let answer: { status: number; body: unknown };
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/verify/:code (public, server mode)', () => {
  it('shows a valid letter’s dates, provider, NPI and initials, with no sign-in', async () => {
    answer = { status: 200, body: VALID };
    renderApp('/verify/Q2hlY2tDb2RlMTIzNDU2Nzg5');
    await expectAnnounced('This letter is valid.');
    for (const text of [
      'November 24, 2026',
      'November 24, 2027',
      'Ann Lee, MD',
      '1234567893',
      'J. R.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(requested).toEqual(['/api/verify/Q2hlY2tDb2RlMTIzNDU2Nzg5']);
    await waitFor(() => expect(document.title).toMatch(/^Letter verification/));
  });

  it.each([
    ['revoked', 'This letter was revoked and is no longer valid.'],
    ['superseded', 'This letter was replaced by a newer letter and is no longer valid.'],
    ['expired', 'This letter has expired.'],
  ])('says a %s letter is one', async (status, text) => {
    answer = { status: 200, body: { ...VALID, status } };
    renderApp('/verify/Q2hlY2tDb2RlMTIzNDU2Nzg5');
    await expectAnnounced(text);
  });

  it('says no letter matches an unknown code', async () => {
    answer = { status: 404, body: { status: 'unknown', error: 'No letter matches this code.' } };
    renderApp('/verify/nothing-here');
    await expectAnnounced('No letter matches this code. Check the address against the letter.');
  });

  it('says when checks come too fast', async () => {
    answer = {
      status: 429,
      body: { error: 'Too many checks from this address. Try again in 1 minute.' },
    };
    renderApp('/verify/Q2hlY2tDb2RlMTIzNDU2Nzg5');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many checks from this address.',
    );
  });
});
