import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';

// Browser-only mode keeps the spec's open screens: no sign-in, so nothing to reset.
describe('the account pages in browser-only mode', () => {
  it('/reset-password says there is no password to reset', async () => {
    renderApp('/reset-password/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeVisible();
    expect(screen.getByText(/no sign-in, so there is no password to reset/)).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('/login keeps the spec’s link, which says reset is not available yet', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('button', { name: 'Reset your password' }),
    ).toHaveAccessibleDescription('Password reset is not available yet.');
  });
});
