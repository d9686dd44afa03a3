import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';
import { continueButton, title } from './survey-screen';

// The screen shows the words of the rule that refused the answer: for text that holds a
// control character, the same message the server gives (naming the field).
describe('a name holding a control character', () => {
  it('is refused on Continue with a message naming the field', async () => {
    const { user } = renderApp('/');
    const name = screen.getByRole('textbox', { name: /first and last name/ });
    await user.click(name);
    await user.paste('Ada\u0007 Lovelace');
    const message = 'There is an invisible control character in your name: remove it to continue';
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    expect(continueButton()).toHaveAccessibleDescription(`${message} Press Enter`);

    await user.click(continueButton());
    expect(title('name')).toBeInTheDocument();
    expect(screen.getByText(message, { selector: 'p' })).toBeVisible();

    await user.clear(name);
    await user.type(name, 'Ada Lovelace{Enter}');
    expect(title('age')).toHaveFocus();
  });
});
