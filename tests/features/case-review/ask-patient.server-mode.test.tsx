import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';
import { SUBMITTED_ANSWERS } from '../../storage/case-fixtures';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

const server = withFakeServer();

// The words (issue 33), written here.
const QUESTION = 'How many minutes can you walk before your knee hurts?';
const CONSENT = 'Telehealth consent v1 and privacy notice v1 accepted on 22 Nov 2026, 10:04';

function addCase(state: typeof SUBMITTED_ANSWERS.state, withConsent = true) {
  server.api.state.cases.push({
    id: 11,
    name: 'Jane Doe',
    status: 'Open',
    dateSubmitted: '2026-11-22',
    answers: { ...SUBMITTED_ANSWERS, state },
    ...(withConsent && {
      consent: {
        telehealth: 'v1',
        privacy: 'v1',
        acceptedAt: new Date('2026-11-22T10:04:00').toISOString(),
      },
    }),
  });
}

async function openCase11() {
  const view = renderApp('/review/11');
  await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
  await screen.findByRole('region', { name: 'Questions to the patient' });
  return view;
}

describe('Server mode: Ask the patient', () => {
  it('shows the consent the case recorded: the versions and when', async () => {
    addCase('Oregon');
    await openCase11();
    expect(await screen.findByText(CONSENT)).toBeVisible();
  });

  it('asks in a dialog like the others: focus on Cancel, Escape cancels, then the question is sent', async () => {
    addCase('Oregon');
    const { user } = await openCase11();
    await user.click(await screen.findByRole('button', { name: 'Ask the patient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the patient' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    const send = within(dialog).getByRole('button', { name: 'Send question' });
    expect(send).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Ask the patient' }));
    const again = await screen.findByRole('dialog', { name: 'Ask the patient' });
    await user.type(
      within(again).getByRole('textbox', { name: 'Question for the patient' }),
      QUESTION,
    );
    await user.click(await within(again).findByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/^Question sent\./)).toBeVisible();
    expect(await screen.findByText('Waiting for the patient')).toBeVisible();
    const exchange = screen.getByRole('region', { name: 'Questions to the patient' });
    expect(within(exchange).getByText(QUESTION)).toBeVisible();
    expect(within(exchange).getByText('Not answered yet.')).toBeVisible();
    // One question at a time: no second one while it waits; focus is on the exchange.
    expect(screen.queryByRole('button', { name: 'Ask the patient' })).toBeNull();
    await waitFor(() =>
      expect(
        within(exchange).getByRole('heading', { name: 'Questions to the patient' }),
      ).toHaveFocus(),
    );
    expect(
      server.api.state.requests.find((r) => r.path === '/api/cases/11/questions')?.body,
    ).toEqual({ question: QUESTION });
  });

  it('says why a question over 1 000 characters cannot be sent', async () => {
    addCase('Oregon');
    const { user } = await openCase11();
    await user.click(await screen.findByRole('button', { name: 'Ask the patient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the patient' });
    const box = within(dialog).getByRole('textbox', { name: 'Question for the patient' });
    await user.click(box);
    await user.paste('x'.repeat(1001));
    expect(
      await within(dialog).findByText('Keep the question to 1,000 characters or fewer'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send question' })).toBeDisabled();
  });

  it('shows an Alabama case read-only to an NP, with the reason, and no Ask, Approve or Deny', async () => {
    addCase('Alabama');
    server.api.state.licensedIn = ['Alabama'];
    server.api.state.credentials = 'NP-C';
    await openCase11();
    expect(
      await screen.findByText(
        'Letters for Alabama patients are signed by an MD or DO: this case is read-only for you.',
      ),
    ).toBeVisible();
    for (const name of ['Ask the patient', 'Approve', 'Deny']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('lets an MD licensed in Alabama decide the same case', async () => {
    addCase('Alabama', false);
    server.api.state.licensedIn = ['Alabama'];
    await openCase11();
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.getByText(/^No telehealth consent .* is recorded/)).toBeVisible();
  });
});
