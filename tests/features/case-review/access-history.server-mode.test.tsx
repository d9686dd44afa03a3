import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessRecord } from '../../../machines/case/case.access-api';
import { AccessHistory } from '../../../src/features/case-review/access-history';
import { renderWithProviders } from '../../support/render';

/** As the server answers GET /api/cases/7/access: newest first. */
const ENTRIES: AccessRecord[] = [
  {
    reviewer: 'bob',
    action: 'decision',
    detail: 'approve: Completed',
    address: '198.51.100.2',
    accessedAt: '2026-11-24T10:05:00.000Z',
  },
  {
    reviewer: 'ann',
    action: 'letter-download',
    detail: 'letter no. 3',
    address: '203.0.113.7',
    accessedAt: '2026-11-24T10:03:00.000Z',
  },
  {
    reviewer: 'ann',
    action: 'view',
    detail: '',
    address: '203.0.113.7',
    accessedAt: '2026-11-24T10:01:00.000Z',
  },
];

function serve(...answers: Response[]) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(answers.shift() ?? Response.json({}, { status: 500 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const toggle = () => screen.getByRole('button', { name: 'Access history' });

describe("a case's access history (server mode)", () => {
  it('is collapsed and asks nothing until opened; then lists who, what, from where, newest first', async () => {
    const fetchMock = serve(Response.json({ access: ENTRIES }));
    const { user } = renderWithProviders(<AccessHistory caseId={7} />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table');
    expect(fetchMock).toHaveBeenCalledWith('/api/cases/7/access', expect.anything());
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['bob', 'Decided (approve: Completed)', '198.51.100.2'],
      ['ann', 'Letter downloaded (letter no. 3)', '203.0.113.7'],
      ['ann', 'Viewed', '203.0.113.7'],
    ]);
    // When, in the reviewer's own time zone.
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(
      /^\d{1,2} Nov 2026, \d\d:\d\d$/,
    );

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("names the patient's status link where an entry has no reviewer", async () => {
    serve(
      Response.json({
        access: [
          {
            reviewer: null,
            action: 'letter-download',
            detail: 'letter no. 3',
            address: '192.0.2.9',
            accessedAt: '2026-11-24T11:00:00.000Z',
          },
        ],
      }),
    );
    const { user } = renderWithProviders(<AccessHistory caseId={7} />);
    await user.click(toggle());
    const row = await screen.findByRole('row', { name: /The patient \(status link\)/ });
    expect(within(row).getByText(/Letter downloaded/)).toBeVisible();
  });

  it('shows a check of the letter at /verify as anyone’s, with the address', async () => {
    serve(
      Response.json({
        access: [
          {
            reviewer: null,
            action: 'letter-check',
            detail: 'letter no. 3: details shown',
            address: '198.51.100.4',
            accessedAt: '2026-11-24T12:00:00.000Z',
          },
        ],
      }),
    );
    const { user } = renderWithProviders(<AccessHistory caseId={7} />);
    await user.click(toggle());
    const row = await screen.findByRole('row', { name: /Anyone with the letter/ });
    expect(
      within(row).getByText('Letter checked at /verify (letter no. 3: details shown)'),
    ).toBeVisible();
    expect(within(row).getByText('198.51.100.4')).toBeVisible();
    expect(within(row).queryByText(/status link/)).not.toBeInTheDocument();
  });

  it('shows a last name typed at the status link as anyone’s, never as the patient’s', async () => {
    serve(
      Response.json({
        access: [
          {
            reviewer: null,
            action: 'status-check',
            detail: 'wrong last name',
            address: '198.51.100.9',
            accessedAt: '2026-11-27T12:00:00.000Z',
          },
        ],
      }),
    );
    const { user } = renderWithProviders(<AccessHistory caseId={7} />);
    await user.click(toggle());
    const row = await screen.findByRole('row', { name: /Anyone with the status link/ });
    expect(
      within(row).getByText('Last name typed at the status link (wrong last name)'),
    ).toBeVisible();
    expect(within(row).queryByText(/The patient/)).not.toBeInTheDocument();
  });

  it('says so when nothing is recorded', async () => {
    serve(Response.json({ access: [] }));
    const { user } = renderWithProviders(<AccessHistory caseId={7} />);
    await user.click(toggle());
    expect(await screen.findByText('No access has been recorded yet.')).toBeVisible();
  });

  it('shows an error it can recover from with "Try again"', async () => {
    serve(
      Response.json({ error: 'Case not found' }, { status: 404 }),
      Response.json({ access: ENTRIES.slice(2) }),
    );
    const { user } = renderWithProviders(<AccessHistory caseId={7} />);
    await user.click(toggle());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The access history could not be loaded. Case not found');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('refuses an answer that is not an access history', async () => {
    serve(Response.json({ access: [{ reviewer: 'ann', action: 'peeked' }] }));
    const { user } = renderWithProviders(<AccessHistory caseId={7} />);
    await user.click(toggle());
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot read/);
  });
});
