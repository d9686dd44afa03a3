import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';

const CODE = 'Q2hlY2tDb2RlMTIzNDU2Nzg5';
const ISSUED_BYTES = new TextEncoder().encode('%PDF-1.7 the letter as issued');
const ISSUED_FINGERPRINT = createHash('sha256').update(ISSUED_BYTES).digest('hex');

const VALID = {
  status: 'valid',
  letterNumber: 12,
  issuedOn: '2026-11-24',
  interventionStartDate: '2026-11-24',
  validUntil: '2027-11-24',
  product: 'Stationary exercise bike (indoor cycling)',
  provider: { fullName: 'Ann Lee', credentials: 'MD', npi: '1234567893', licence: 'Oregon' },
  fingerprint: ISSUED_FINGERPRINT,
};

const DETAILS = {
  details: {
    patientName: 'Jane Roe',
    diagnoses: [{ condition: 'Obesity', code: 'E66.9' }],
    product: 'Stationary exercise bike (indoor cycling)',
    usage: '30 minutes a day, 5 days a week',
    duration: '12 months',
    issuedOn: '2026-11-24',
    interventionStartDate: '2026-11-24',
    validUntil: '2027-11-24',
    signature: 'Electronically signed by Ann Lee, MD on November 24, 2026',
  },
};

/** Waits for `text`, then finds it in a live region (role status), as outcomes must be. */
async function expectAnnounced(text: string) {
  await screen.findAllByText(text, { exact: false });
  const regions = screen.getAllByRole('status').map((region) => region.textContent);
  expect(regions).toContainEqual(expect.stringContaining(text));
}

let answers: Record<string, { status: number; body: unknown }>;
const requested: { url: string; method: string; body: string | undefined }[] = [];

beforeEach(() => {
  requested.length = 0;
  answers = { [`/api/verify/${CODE}`]: { status: 200, body: VALID } };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requested.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
    const answer = answers[url] ?? { status: 404, body: { error: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/verify/:code (public, server mode)', () => {
  it('shows the status, letter number, dates, product and signer, and no patient', async () => {
    renderApp(`/verify/${CODE}`);
    await expectAnnounced('This letter is valid.');
    for (const text of [
      '12',
      'November 24, 2026',
      'November 24, 2027',
      'Stationary exercise bike (indoor cycling)',
      'Ann Lee, MD',
      '1234567893',
      'Oregon',
    ])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText('Letter no.')).toBeInTheDocument();
    expect(screen.getByText('Intervention start date')).toBeInTheDocument();
    // The issued fingerprint, in groups of four hex digits to compare by eye.
    const grouped = ISSUED_FINGERPRINT.match(/.{4}/g)!.join(' ');
    expect(screen.getByText(grouped)).toBeInTheDocument();
    expect(requested.map((call) => call.url)).toEqual([`/api/verify/${CODE}`]);
    await waitFor(() => expect(document.title).toMatch(/^Letter verification/));
  });

  it.each([
    ['revoked', 'This letter was revoked and is no longer valid.'],
    ['superseded', 'This letter was replaced by a newer letter and is no longer valid.'],
    ['expired', 'This letter has expired.'],
  ])('says a %s letter is one', async (status, text) => {
    answers[`/api/verify/${CODE}`] = { status: 200, body: { ...VALID, status } };
    renderApp(`/verify/${CODE}`);
    await expectAnnounced(text);
  });

  it('says no letter matches an unknown code', async () => {
    renderApp('/verify/nothing-here');
    await expectAnnounced('No letter matches this code. Check the address against the letter.');
  });

  it('says when checks come too fast', async () => {
    answers[`/api/verify/${CODE}`] = {
      status: 429,
      body: { error: 'Too many checks from this address. Try again in 1 minute.' },
    };
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many checks from this address.',
    );
  });
});

describe('Check a file', () => {
  it('recognises the exact file issued, computed in the browser and never sent', async () => {
    const user = userEvent.setup();
    renderApp(`/verify/${CODE}`);
    await screen.findByRole('heading', { name: 'Check a file' });
    const input = screen.getByTestId('letter-file-input');
    await user.upload(input, new File([ISSUED_BYTES], 'letter.pdf', { type: 'application/pdf' }));
    await expectAnnounced('This file is exactly the letter issued on November 24, 2026.');
    expect(requested).toHaveLength(1);
  });

  it('refuses a file with one byte changed', async () => {
    const user = userEvent.setup();
    renderApp(`/verify/${CODE}`);
    await screen.findByRole('heading', { name: 'Check a file' });
    const changed = ISSUED_BYTES.slice();
    changed[7] = '8'.charCodeAt(0); // "%PDF-1.8": one byte of the file changed
    const input = screen.getByTestId('letter-file-input');
    await user.upload(input, new File([changed], 'letter.pdf', { type: 'application/pdf' }));
    await expectAnnounced(
      'This file is not the letter we issued: it was changed or it is another letter.',
    );
    expect(requested).toHaveLength(1);
  });

  it('opens the file chooser from a button the keyboard reaches', async () => {
    const user = userEvent.setup();
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    renderApp(`/verify/${CODE}`);
    const choose = await screen.findByRole('button', { name: 'Choose the PDF' });
    choose.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(opened.mock.contexts[0]).toMatchObject({ type: 'file' });
    opened.mockRestore();
  });

  it('says when a letter from before files were kept cannot be compared', async () => {
    answers[`/api/verify/${CODE}`] = { status: 200, body: { ...VALID, fingerprint: null } };
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByText(/issued before files were kept/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose the PDF' })).not.toBeInTheDocument();
  });
});

describe('Show the letter’s details', () => {
  it('shows the letter as issued once the last name is typed, sent in the body only', async () => {
    const user = userEvent.setup();
    answers[`/api/verify/${CODE}/details`] = { status: 200, body: DETAILS };
    renderApp(`/verify/${CODE}`);
    await user.type(await screen.findByLabelText('Patient’s last name'), 'Roe');
    await user.click(await screen.findByRole('button', { name: 'Show details' }));
    const letter = await screen.findByRole('article', { name: 'Letter of Medical Necessity' });
    for (const text of [
      'Jane Roe',
      'Obesity: E66.9',
      '30 minutes a day, 5 days a week',
      '12 months',
      'Electronically signed by Ann Lee, MD on November 24, 2026',
    ])
      expect(within(letter).getByText(text)).toBeInTheDocument();
    const call = requested.find((entry) => entry.method === 'POST')!;
    expect(call.url).toBe(`/api/verify/${CODE}/details`);
    expect(call.url).not.toContain('Roe');
    expect(JSON.parse(call.body!)).toEqual({ lastName: 'Roe' });
  });

  it('gives a wrong name a neutral answer, announced', async () => {
    const user = userEvent.setup();
    renderApp(`/verify/${CODE}`);
    await user.type(await screen.findByLabelText('Patient’s last name'), 'Doe');
    await user.click(await screen.findByRole('button', { name: 'Show details' }));
    await expectAnnounced('No letter matches this code and last name.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup();
    renderApp(`/verify/${CODE}`);
    await user.click(await screen.findByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('Enter the last name printed on the letter.')).toBeVisible();
    expect(requested.filter((entry) => entry.method === 'POST')).toHaveLength(0);
  });
});
