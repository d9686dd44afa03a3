import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageStatusAlert } from '../../src/components/storage-status-alert';
import { createStorageHealthStore, HEALTHY } from '../../src/storage/storage-health';

const NOTHING_SAVED = /nothing can be saved until storage works again/;

function setUp() {
  const store = createStorageHealthStore();
  render(<StorageStatusAlert store={store} />);
  return store;
}

describe('StorageStatusAlert', () => {
  it('shows nothing while storage works and every entry is valid', () => {
    setUp();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says storage could not be read, that the cases are samples, and nothing can be saved', () => {
    const store = setUp();
    act(() => store.set({ problem: 'unreadable', skipped: 0 }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/storage could not be read or is unavailable/);
    expect(alert).toHaveTextContent(/The cases shown are the sample cases/);
    expect(alert).toHaveTextContent(NOTHING_SAVED);
  });

  it('says unreadable stored cases were left untouched when they could not be backed up', () => {
    const store = setUp();
    act(() => store.set({ problem: 'notBackedUp', skipped: 0 }));
    expect(screen.getByRole('alert')).toHaveTextContent(/left untouched/);
    expect(screen.getByRole('alert')).toHaveTextContent(NOTHING_SAVED);
  });

  it('says the sample cases could not be saved', () => {
    const store = setUp();
    act(() => store.set({ problem: 'seedNotSaved', skipped: 0 }));
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be saved/);
  });

  it.each([
    [1, '1 stored entry was skipped because it is not a valid case.'],
    [3, '3 stored entries were skipped because they are not valid cases.'],
  ])('counts %i skipped entries', (skipped, text) => {
    const store = setUp();
    act(() => store.set({ problem: null, skipped }));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('shows both at once, and disappears once a read finds storage working again', () => {
    const store = setUp();
    act(() => store.set({ problem: 'unreadable', skipped: 2 }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => store.set(HEALTHY));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
