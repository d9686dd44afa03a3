import { useSyncExternalStore } from 'react';

/** How the current history entry was reached, as React Router names it. */
type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface HistoryEntry {
  /** Unique per entry, kept across reloads. */
  key: string;
  /** What the app stored with the entry (null when none). */
  state: unknown;
  action: HistoryAction;
}

/**
 * The browser's session history for the patient's survey, which runs without a router so the
 * router stays off the first page. Entries are written in React Router's own format
 * (`{ usr, key, idx }`), so the admin pages' router and the focus rules (lib/route-focus) read
 * them as their own.
 */
interface StoredEntry {
  usr?: unknown;
  key?: unknown;
  idx?: unknown;
}

const BEFORE_THE_APP: HistoryEntry = { key: 'default', state: null, action: 'POP' };
const listeners = new Set<() => void>();
let current: { raw: unknown; entry: HistoryEntry } | null = null;
let lastAction: HistoryAction = 'POP';

function stored(): StoredEntry | null {
  const raw: unknown = window.history.state;
  return typeof raw === 'object' && raw !== null ? (raw as StoredEntry) : null;
}

function currentEntry(): HistoryEntry {
  const raw: unknown = window.history.state;
  // Same entry object, same snapshot: React re-renders only when the entry changed.
  if (current && current.raw === raw) return current.entry;
  const entry = stored();
  current = {
    raw,
    entry: {
      key: typeof entry?.key === 'string' ? entry.key : 'default',
      state: entry?.usr ?? null,
      action: lastAction,
    },
  };
  return current.entry;
}

function notify() {
  for (const listener of listeners) listener();
}

function onPopState() {
  lastAction = 'POP';
  current = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

function write(state: unknown, action: 'PUSH' | 'REPLACE') {
  const index = stored()?.idx;
  const idx = (typeof index === 'number' ? index : 0) + (action === 'PUSH' ? 1 : 0);
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx };
  if (action === 'PUSH') window.history.pushState(entry, '');
  else window.history.replaceState(entry, '');
  lastAction = action;
  current = null;
  notify();
}

export const browserHistory = {
  push: (state: unknown) => write(state, 'PUSH'),
  replace: (state: unknown) => write(state, 'REPLACE'),
  back: () => window.history.back(),
};

/** The current history entry; re-renders on Back, Forward and the app's own writes. */
export function useHistoryEntry(): HistoryEntry {
  return useSyncExternalStore(subscribe, currentEntry, () => BEFORE_THE_APP);
}
