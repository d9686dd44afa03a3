import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
  return view;
}

describe('Admin login', () => {
  it('has labelled username and password fields, a Login button and the header', async () => {
    await openLogin();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Partner × Provider' })).toHaveAttribute('href', '/');
  });

  it('goes to the case overview with the Login button, checking nothing', async () => {
    const { user, currentLocation } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(currentLocation().pathname).toBe('/case-overview');
    await screen.findByText(/^Showing \d+ cases$/);
  });

  it('goes to the case overview when Enter is pressed in a field', async () => {
    const { user, currentLocation } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'reviewer');
    await user.type(await screen.findByLabelText('Password'), 'secret{Enter}');
    expect(currentLocation().pathname).toBe('/case-overview');
    await screen.findByText(/^Showing \d+ cases$/);
  });

  it('offers "Reset your password" as a control that says it is not available, going nowhere', async () => {
    const { user, currentLocation } = await openLogin();
    const reset = screen.getByRole('button', { name: 'Reset your password' });
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    expect(reset).toHaveAccessibleDescription('Password reset is not available yet.');
    expect(reset).not.toHaveAttribute('href');

    await user.click(reset);
    expect(currentLocation().pathname).toBe('/login');
  });

  it('can be completed with the keyboard alone', async () => {
    const { user, currentLocation } = await openLogin();
    screen.getByLabelText('Username').focus();
    await user.keyboard('admin');
    await user.tab();
    expect(await screen.findByLabelText('Password')).toHaveFocus();
    await user.keyboard('pw');
    await user.tab();
    expect(await screen.findByRole('button', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentLocation().pathname).toBe('/case-overview');
    await screen.findByText(/^Showing \d+ cases$/);
  });
});
