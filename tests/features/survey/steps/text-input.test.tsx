import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TextInput } from '../../../../src/features/survey/steps/text-input';

/** A box whose answer lives above it, as a step's draft does; shows the answer it holds. */
function Answer() {
  const [name, setName] = useState('');
  return (
    <>
      <TextInput value={name} onValueChange={setName} inputProps={{ 'aria-label': 'name' }} />
      <output>answer: {name}</output>
    </>
  );
}

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

describe('TextInput on a prerendered page', () => {
  it('keeps what was typed into the box before the app started, as the answer', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Answer />);
    document.body.append(container);
    // The person types before any script has run: only the box knows.
    (screen.getByRole('textbox', { name: 'name' }) as HTMLInputElement).value = 'Ada';

    await act(async () => {
      hydrateRoot(container as HTMLElement, <Answer />);
    });

    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('Ada');
    expect(screen.getByText('answer: Ada')).toBeInTheDocument();
    // And typing goes on from there.
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'name' }), ' Lovelace');
    expect(await screen.findByText('answer: Ada Lovelace')).toBeInTheDocument();
  });

  it('changes nothing when the box arrives with its own answer (every later step)', () => {
    render(<Answer />);
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('');
    expect(screen.getByText('answer:')).toBeInTheDocument();
  });
});
