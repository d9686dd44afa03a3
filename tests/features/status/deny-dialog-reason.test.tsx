import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';
import { dialogButton } from '../../support/review-dialogs';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

vi.hoisted(() =>
  document.head.insertAdjacentHTML('beforeend', '<meta name="case-store" content="server" />'),
);

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
});
