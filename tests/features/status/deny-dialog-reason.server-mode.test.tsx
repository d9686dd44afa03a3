import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';
import { dialogButton } from '../../support/review-dialogs';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

const server = withFakeServer();

// The spec's Deny dialog, and the product's fixed reasons.
const DENY_TEXT =
  "Are you sure you want to deny this case? This action will reject the patient's application for medical necessity.";
const REASONS = [
  'The conditions listed do not support this purchase',
  'More information from your own doctor is needed',
  'You are not eligible in your state',
];

describe('Server mode: the Deny dialog', () => {
  it('keeps the spec’s title and text, and denies only with a reason, sent with the note', async () => {
    const view = renderApp('/review/2');
    await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
    await view.user.click(await screen.findByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny Case' });
    expect(dialog).toHaveAccessibleDescription(DENY_TEXT);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toHaveLength(3);
    for (const reason of REASONS)
      expect(within(dialog).getByRole('radio', { name: reason })).not.toBeChecked();
    expect(dialogButton('Deny')).toBeDisabled();

    await view.user.click(within(dialog).getByRole('radio', { name: REASONS[1]! }));
    await view.user.type(
      await within(dialog).findByRole('textbox', { name: 'Note to the patient (optional)' }),
      'Ask about your knee.',
    );
    expect(dialogButton('Deny')).toBeEnabled();
    await view.user.click(dialogButton('Deny'));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/case-overview'));
    expect(server.api.state.requests.find((r) => r.path === '/api/cases/2/decision')?.body).toEqual(
      {
        decision: 'deny',
        expectedStatus: 'Open',
        reason: 'more-information-needed',
        note: 'Ask about your knee.',
      },
    );
  });

  it('refuses a note with a control character, saying so under the note, and takes it once removed', async () => {
    const view = renderApp('/review/2');
    await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
    await view.user.click(await screen.findByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny Case' });
    await view.user.click(within(dialog).getByRole('radio', { name: REASONS[0]! }));
    const note = await within(dialog).findByRole('textbox', {
      name: 'Note to the patient (optional)',
    });
    // Pasted, as an escape code arrives: no key types it.
    await view.user.click(note);
    await view.user.paste('See your GP\u001b[31m.');
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription(
        'There is an invisible control character in the note to the patient: remove it to continue',
      ),
    );
    expect(note).toBeInvalid();
    expect(dialogButton('Deny')).toBeDisabled();
    await view.user.clear(note);
    await view.user.type(note, 'See your GP.');
    await waitFor(() => expect(dialogButton('Deny')).toBeEnabled());
    expect(note).toBeValid();
  });
});
