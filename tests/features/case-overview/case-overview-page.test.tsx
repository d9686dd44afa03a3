import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEED_CASES } from '../../../machines/case';
import { caseRepository } from '../../../src/storage/case-repository';
import { casesWithSubmission, storeCases } from '../../storage/case-fixtures';
import {
  bodyRows,
  casesTable,
  manyCases,
  openOverview,
  rowOf,
  showingLine,
  findCaseHeader,
} from '../../support/reviewer-pages';

const table = casesTable;
/** The names in the Name column, top to bottom. */
const shownNames = () =>
  bodyRows().map((row) => within(row).queryByRole('rowheader')?.textContent ?? '');
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by name' });

describe('Case overview: the table of SPEC §2', () => {
  it('shows the heading, the header, the count and the five columns', async () => {
    await openOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Case Overview' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Partner × Provider' })).toHaveAttribute('href', '/');
    expect(showingLine()).toHaveTextContent('Showing 10 cases');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/, sorted .*$/, '')),
    ).toEqual(['Name', 'Current Status', 'Date Submitted', 'LMN', 'Action']);
    // Browser-only mode has no reviewer profile: no licence filter to turn off.
    expect(
      screen.queryByRole('checkbox', { name: 'Licensed states only' }),
    ).not.toBeInTheDocument();
    expect(shownNames()).toEqual(SEED_CASES.map((entry) => entry.name));
  });

  it('shows each status as a badge with its date', async () => {
    await openOverview();
    for (const entry of SEED_CASES) {
      const row = within(rowOf(entry.name));
      expect(row.getByText(entry.status)).toHaveClass('MuiChip-label');
      // An Open case's date has how long it has waited under it, in the largest sensible
      // unit: the samples (January 2024) have waited years on any clock after January 2025.
      const dateCell = row.getByRole('cell', { name: new RegExp(`^${entry.dateSubmitted}`) });
      expect(dateCell).toBeVisible();
      if (entry.status === 'Open') expect(dateCell).toHaveTextContent(/Waiting \d+ years?$/);
      else expect(dateCell).toHaveTextContent(new RegExp(`^${entry.dateSubmitted}$`));
    }
    const colorOf = (name: string, status: string) =>
      // The badge's colour is only visible as MUI's colour class on the chip.
      // eslint-disable-next-line testing-library/no-node-access
      within(rowOf(name)).getByText(status).closest('.MuiChip-root')!;
    expect(colorOf('John Smith', 'Open')).toHaveClass('MuiChip-colorError');
    expect(colorOf('Michael Brown', 'Completed')).toHaveClass('MuiChip-colorSuccess');
    expect(colorOf('David Wilson', 'Denied')).toHaveClass('MuiChip-colorDefault');
  });

  it('shows the LMN document icon only for Completed cases', async () => {
    await openOverview();
    for (const entry of SEED_CASES) {
      const icon = within(rowOf(entry.name)).queryByRole('img', {
        name: 'Letter of Medical Necessity available',
      });
      if (entry.status === 'Completed') expect(icon).toBeInTheDocument();
      else expect(icon).not.toBeInTheDocument();
    }
    expect(
      screen.getAllByRole('img', { name: 'Letter of Medical Necessity available' }),
    ).toHaveLength(3);
  });

  it('opens /review/{id} from a row’s Review button, named after the row', async () => {
    const { user, currentLocation } = await openOverview();
    const review = screen.getByRole('link', { name: 'Review case of Emily Davis' });
    expect(review).toHaveTextContent('Review');
    expect(review).toHaveAttribute('href', '/review/4');
    await user.click(review);
    expect(currentLocation().pathname).toBe('/review/4');
    // The name is not kept in the browser's session history (history.state).
    expect(currentLocation().state).toBeNull();
    await findCaseHeader(4, 'Emily Davis');
  });

  it('lists a submitted case next to the seeded ones', async () => {
    storeCases(casesWithSubmission());
    await openOverview();
    expect(showingLine()).toHaveTextContent('Showing 11 cases');
    expect(screen.getByRole('link', { name: 'Review case of Jane Doe' })).toHaveAttribute(
      'href',
      '/review/11',
    );
  });
});

describe('Case overview: search, filter, sort', () => {
  it('searches by name, ignoring case and spaces, and counts what is shown', async () => {
    const { user } = await openOverview();
    await user.type(searchBox(), '  sMiTh ');
    // The list follows once typing pauses.
    await waitFor(() => expect(shownNames()).toEqual(['John Smith']));
    expect(showingLine()).toHaveTextContent('Showing 1 cases');
  });

  it('says "No cases found" when nothing matches', async () => {
    const { user } = await openOverview();
    await user.type(searchBox(), 'Nobody');
    expect(await within(table()).findByRole('cell', { name: 'No cases found' })).toBeVisible();
    expect(showingLine()).toHaveTextContent('Showing 0 cases');
  });

  it('filters by status', async () => {
    const { user, currentLocation } = await openOverview();
    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'Completed');
    expect(currentLocation().search).toBe('?status=Completed');
    expect(shownNames()).toEqual(['Michael Brown', 'Robert Anderson', 'Amanda Garcia']);
    expect(showingLine()).toHaveTextContent('Showing 3 cases');

    await user.selectOptions(status, 'Denied');
    expect(shownNames()).toEqual(['David Wilson']);

    await user.selectOptions(status, 'All statuses');
    expect(shownNames()).toHaveLength(10);
  });

  it('combines search and filter', async () => {
    const { user } = await openOverview();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await user.type(searchBox(), 'Smith');
    await waitFor(() => expect(shownNames()).toEqual(['John Smith']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Denied');
    expect(await within(table()).findByRole('cell', { name: 'No cases found' })).toBeVisible();
  });

  it('sorts by a column, ascending then descending, and says so with aria-sort', async () => {
    const { user } = await openOverview();
    const header = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Name')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Name')).getByRole('button'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    // The rows follow the header's sort once the selection is read again: wait for them.
    await waitFor(() =>
      expect(shownNames()).toEqual([...SEED_CASES.map((entry) => entry.name)].sort()),
    );

    await user.click(await within(header('Name')).findByRole('button'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() =>
      expect(shownNames()).toEqual([...SEED_CASES.map((entry) => entry.name)].sort().reverse()),
    );

    await user.click(await within(header('Date Submitted')).findByRole('button'));
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(header('Date Submitted')).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(shownNames()[0]).toBe('John Smith'));
  });

  it('sorts by status and by LMN', async () => {
    const { user } = await openOverview();
    const sortBy = async (name: string) =>
      user.click(
        within(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).getByRole(
          'button',
        ),
      );
    await sortBy('Current Status');
    const statuses = () =>
      bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await waitFor(() =>
      expect(statuses()).toEqual([
        ...Array(3).fill('Completed'),
        'Denied',
        ...Array(6).fill('Open'),
      ]),
    );

    await sortBy('LMN');
    await sortBy('LMN');
    expect(screen.getByRole('columnheader', { name: /^LMN/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(() =>
      expect(statuses().slice(0, 3)).toEqual(['Completed', 'Completed', 'Completed']),
    );
  });

  it('keeps search, filter and sort in the address', async () => {
    // Open cases whose name holds "ma", by name descending.
    await openOverview('?q=ma&status=Open&sort=name&order=desc');
    expect(searchBox()).toHaveValue('ma');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
    expect(shownNames()).toEqual(['Jessica Martinez', 'Christopher Thomas']);
  });

  it('ignores address values it does not know', async () => {
    await openOverview('?status=Lost&sort=shoe');
    expect(shownNames()).toHaveLength(10);
  });
});

describe('Case overview: other tabs', () => {
  it('follows a change made in another tab', async () => {
    await openOverview();
    const changed = SEED_CASES.map((entry) =>
      entry.id === 1 ? { ...entry, status: 'Completed' as const } : entry,
    );
    // Another tab writes, and the browser tells this one with a storage event.
    act(() => {
      window.localStorage.setItem('cases', JSON.stringify(changed));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cases' }));
    });
    await waitFor(() =>
      expect(within(rowOf('John Smith')).getByText('Completed')).toBeInTheDocument(),
    );
    expect(
      screen.getAllByRole('img', { name: 'Letter of Medical Necessity available' }),
    ).toHaveLength(4);
  });

  it('shows a case added in another tab and updates the count', async () => {
    await openOverview();
    act(() => {
      storeCases(casesWithSubmission());
      window.dispatchEvent(new StorageEvent('storage', { key: 'cases' }));
    });
    expect(await screen.findByRole('rowheader', { name: 'Jane Doe' })).toBeVisible();
    expect(showingLine()).toHaveTextContent('Showing 11 cases');
  });
});

describe('Case overview: layout', () => {
  it('puts the table in a focusable, scrollable region for narrow screens', async () => {
    await openOverview();
    const region = screen.getByRole('region', { name: 'Case list' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table());
    expect(region).toHaveClass('MuiTableContainer-root');
  });
});

describe('Case overview: the search keeps every keystroke', () => {
  it('keeps "emily davis" typed with no delay, finds the case, and replaces the address', async () => {
    const { user, currentLocation, navigationType } = await openOverview();
    await user.type(searchBox(), 'emily davis');
    expect(searchBox()).toHaveValue('emily davis');
    await waitFor(() => expect(shownNames()).toEqual(['Emily Davis']));
    await waitFor(() => expect(currentLocation().search).toBe('?q=emily+davis'));
    // One entry for the overview, whatever was typed: Back leaves the page, not a letter.
    expect(navigationType()).toBe('REPLACE');
  });

  it('keeps typed text when the filter changes in between', async () => {
    const { user, currentLocation } = await openOverview();
    await user.type(searchBox(), 'ma');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Open');
    await user.type(searchBox(), 'rt');
    expect(searchBox()).toHaveValue('mart');
    await waitFor(() => expect(shownNames()).toEqual(['Jessica Martinez']));
    await waitFor(() => expect(currentLocation().search).toBe('?q=mart&status=Open'));
  });
});

describe('Case overview: 10 000 cases', () => {
  it('renders only the rows in view, tells the whole size, and reads in windows', async () => {
    storeCases(manyCases(10_000));
    const listPage = vi.spyOn(caseRepository, 'listPage');
    await openOverview();

    expect(showingLine()).toHaveTextContent('Showing 10000 cases');
    expect(table()).toHaveAttribute('aria-rowcount', '10001');
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(shownNames()[0]).toBe('Patient 00001');
    for (const [query] of listPage.mock.calls) expect(query.limit).toBeLessThanOrEqual(200);

    // Scrolling far down shows the rows there, numbered for a screen reader.
    const region = screen.getByRole('region', { name: 'Case list' });
    Object.defineProperty(region, 'scrollTop', { configurable: true, value: 57 * 5000 });
    fireEvent.scroll(region);
    await screen.findByRole('rowheader', { name: 'Patient 05001' });
    expect(rowOf('Patient 05001')).toHaveAttribute('aria-rowindex', '5002');
    expect(bodyRows().length).toBeLessThan(60);
    expect(listPage).toHaveBeenCalledWith(expect.objectContaining({ offset: 5000 }));
  });

  it('finds one case among 10 000 by search and counts the selection', async () => {
    storeCases(manyCases(10_000));
    const { user } = await openOverview();
    await user.type(searchBox(), 'patient 09876');
    await waitFor(() => expect(shownNames()).toEqual(['Patient 09876']));
    expect(showingLine()).toHaveTextContent('Showing 1 cases');
    expect(table()).toHaveAttribute('aria-rowcount', '2');
  });

  it('sorts and filters the whole selection, not only the rows in view', async () => {
    storeCases(manyCases(10_000));
    const { user } = await openOverview('?status=Completed&sort=name&order=desc');
    expect(showingLine()).toHaveTextContent('Showing 3334 cases');
    expect(shownNames()[0]).toBe('Patient 10000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await waitFor(() => expect(showingLine()).toHaveTextContent('Showing 6666 cases'));
    await waitFor(() => expect(shownNames()[0]).toBe('Patient 09999'));
  });
});
