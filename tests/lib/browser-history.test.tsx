import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserHistory, useHistoryEntry } from '../../src/lib/browser-history';

function EntryProbe() {
  const entry = useHistoryEntry();
  return <output>{JSON.stringify(entry)}</output>;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? 'null') as unknown;

const popped = (move: () => void) =>
  act(
    () =>
      new Promise<void>((arrived) => {
        window.addEventListener('popstate', () => arrived(), { once: true });
        move();
      }),
  );

describe('the survey’s browser history', () => {
  it('pushes and replaces entries on the same address, in React Router’s format', () => {
    window.history.replaceState(null, '', '/');
    render(<EntryProbe />);
    act(() => browserHistory.push({ step: 1 }));
    expect(shown()).toMatchObject({ state: { step: 1 }, action: 'PUSH' });
    expect(window.history.state).toMatchObject({ usr: { step: 1 }, idx: 1 });
    expect(window.location.pathname).toBe('/');

    const pushedKey = (shown() as { key: string }).key;
    act(() => browserHistory.replace({ step: 2 }));
    expect(shown()).toMatchObject({ state: { step: 2 }, action: 'REPLACE' });
    expect((shown() as { key: string }).key).not.toBe(pushedKey);
    expect(window.history.state).toMatchObject({ idx: 1 });
  });

  it('hears the browser’s Back and Forward as POP, with the entry’s own state', async () => {
    window.history.replaceState(null, '', '/');
    render(<EntryProbe />);
    act(() => browserHistory.push({ step: 1 }));
    act(() => browserHistory.push({ step: 2 }));

    await popped(() => browserHistory.back());
    expect(shown()).toMatchObject({ state: { step: 1 }, action: 'POP' });
    await popped(() => window.history.forward());
    expect(shown()).toMatchObject({ state: { step: 2 }, action: 'POP' });
  });

  it('reads an entry the app did not write as having no state', () => {
    window.history.replaceState({ unrelated: true }, '', '/');
    render(<EntryProbe />);
    expect(shown()).toMatchObject({ key: 'default', state: null });
  });
});
