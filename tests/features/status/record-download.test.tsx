import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';

const TOKEN = 'Tq2v0C8oH4mJb7xZ1sN9pLr3kYw6uAe5dFg-hIj_K0M';
const OPEN = {
  reference: 12,
  dateSubmitted: '2026-11-24',
  status: 'Open',
  denial: null,
  letter: null,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url === `/api/status/${TOKEN}`
          ? new Response(JSON.stringify(OPEN), { status: 200 })
          : new Response(JSON.stringify({ error: 'We could not find a request for this link' }), {
              status: 404,
            }),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('"Download your record" on the status page', () => {
  it('offers the record as a PDF and as FHIR JSON, from the status link, whatever the status', async () => {
    renderApp(`/status/${TOKEN}`);
    const section = await screen.findByRole('region', { name: 'Download your record' });
    const pdf = within(section).getByRole('link', { name: 'Download your record (PDF)' });
    const json = within(section).getByRole('link', { name: 'Download your record (FHIR JSON)' });
    expect(pdf).toHaveAttribute('href', `/api/status/${TOKEN}/record.pdf`);
    expect(json).toHaveAttribute('href', `/api/status/${TOKEN}/record.json`);
    expect(pdf).toHaveAttribute('download');
    expect(json).toHaveAttribute('download');
  });

  it('is not offered for a link that matches no request', async () => {
    renderApp(`/status/${'x'.repeat(43)}`);
    expect(
      await screen.findByRole('heading', { name: 'We could not find a request for this link' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Download your record' })).toBeNull();
  });
});
