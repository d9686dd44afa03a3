import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console';
import { renderApp } from '../support/render';
import { storedStatus } from '../storage/case-fixtures';
import {
  findShowingLine,
  giveTheListRoom,
  openReview,
  findCaseHeader,
} from '../support/reviewer-pages';
import { dialogButton } from '../support/review-dialogs';

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

async function expectFocusOn(name: string) {
  await waitFor(() => expect(heading(name)).toHaveFocus());
}

describe('Admin routes name themselves in the browser title', () => {
  it.each([
    ['/login', 'Admin Login', 'Admin Login - Partner × Provider'],
    ['/case-overview', 'Case Overview', 'Case Overview - Partner × Provider'],
    ['/review/4', 'Patient Review', 'Review of case 4 - Partner × Provider'],
    ['/review/999', 'Patient Review', 'Case 999 not found - Partner × Provider'],
  ])('%s is titled after the page', async (path, h1, title) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: h1 });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('the review title names the case by number, never the patient', async () => {
    await openReview(4);
    await findCaseHeader(4, 'Emily Davis');
    await waitFor(() => expect(document.title).toBe('Review of case 4 - Partner × Provider'));
  });

  it('the 404 page is titled "Page not found"', async () => {
    allowConsoleErrors();
    renderApp('/nowhere');
    await waitFor(() => expect(document.title).toBe('Page not found - Partner × Provider'));
  });
});

describe('Focus moves to the new page’s heading on every route change', () => {
  it('stays put on the first page load', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    expect(heading('Admin Login')).not.toHaveFocus();
  });

  it('after Login, after Review and after Back to Overview', async () => {
    giveTheListRoom();
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Case Overview' });
    await expectFocusOn('Case Overview');

    await findShowingLine();
    await user.click(screen.getByRole('link', { name: 'Review case of Emily Davis' }));
    await screen.findByRole('heading', { level: 1, name: 'Patient Review' });
    await expectFocusOn('Patient Review');

    await user.click(screen.getByRole('link', { name: 'Back to Overview' }));
    await screen.findByRole('heading', { level: 1, name: 'Case Overview' });
    await expectFocusOn('Case Overview');
  });

  it('typing in the overview search keeps focus in the box', async () => {
    giveTheListRoom();
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await findShowingLine();
    const search = await screen.findByRole('searchbox', { name: 'Search by name' });
    await user.type(search, 'smith');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('smith');
  });
});

describe('A confirmed decision is announced on the overview', () => {
  it.each([
    ['Approve', 'Case 4 approved', 'Completed'],
    ['Deny', 'Case 4 denied', 'Denied'],
  ])('%s: "%s" in a polite live region, focus on the heading', async (button, text, status) => {
    giveTheListRoom();
    const { user, currentLocation } = await openReview(4);
    await findCaseHeader(4, 'Emily Davis');
    await user.click(screen.getByRole('button', { name: button }));
    await user.click(dialogButton(button));

    await screen.findByRole('heading', { level: 1, name: 'Case Overview' });
    await expectFocusOn('Case Overview');
    await screen.findByText(text);
    const region = screen
      .getAllByRole('status')
      .find((candidate) => within(candidate).queryByText(text));
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(storedStatus(4)).toBe(status);
    // The announcement leaves history: no name in it, and a reload does not repeat it.
    await waitFor(() => expect(currentLocation().state).toBeNull());
  });

  it('can be dismissed, and is not shown without a decision', async () => {
    giveTheListRoom();
    const { user } = await openReview(4);
    await findCaseHeader(4, 'Emily Davis');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(dialogButton('Approve'));
    await screen.findByText('Case 4 approved');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Case 4 approved')).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'Review case of John Smith' }));
    await user.click(await screen.findByRole('link', { name: 'Back to Overview' }));
    await findShowingLine();
    expect(screen.queryByText(/^Case \d+ (approved|denied)$/)).not.toBeInTheDocument();
  });
});
