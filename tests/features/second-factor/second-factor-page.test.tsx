import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';

// Browser-only mode (no <meta name="case-store" content="server">): the spec's open screens.
describe('/account/second-factor in browser-only mode', () => {
  it('says there is no sign-in and so no factor to set up', async () => {
    renderApp('/account/second-factor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Second factor' })).toBeVisible();
    expect(
      screen.getByText(/^This browser-only version has no sign-in, so there is no second factor/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set up an authenticator app' })).toBeNull();
  });
});
