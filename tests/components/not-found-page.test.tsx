import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console';
import { renderApp } from '../support/render';

describe('404 page', () => {
  it('says the page was not found and links home', async () => {
    allowConsoleErrors();
    const { user, currentLocation } = renderApp('/no/such/page');

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');

    await user.click(home);
    expect(currentLocation().pathname).toBe('/');
  });

  it('logs the attempted path with console.error', () => {
    const errors = allowConsoleErrors();
    renderApp('/admin/secret?x=1');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.map(String).join(' ')).toContain('/admin/secret');
  });

  it('keeps the header with its Login button and brand link', () => {
    allowConsoleErrors();
    renderApp('/nowhere');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Partner × Provider' })).toHaveAttribute('href', '/');
  });
});
