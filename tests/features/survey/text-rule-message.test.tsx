import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';
import { continueButton, shownStep, stillOn } from '../../support/survey-driver';

// The screen shows the words of the rule that refused the answer: for text that holds a
// control character, the same message the server gives (naming the field).
describe('a name holding a control character', () => {
  it('is refused on Continue with a message naming the field', async () => {
    const { user } = renderApp('/');
    const name = screen.getByRole('textbox', { name: /first and last name/ });
    await user.click(name);
    await user.paste('Ada\u0007 Lovelace');
    const message = 'There is an invisible control character in your name: remove it to continue';
    await waitFor(() => expect(continueButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(continueButton()).toHaveAccessibleDescription(`${message} Press Enter`);

    await user.click(continueButton());
    expect(await screen.findByText(message, { selector: 'p' })).toBeVisible();
    await stillOn('name');

    await user.clear(name);
    await user.type(name, 'Ada Lovelace{Enter}');
    await shownStep('age');
  });
});
