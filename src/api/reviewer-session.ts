import { useSyncExternalStore } from 'react';

/**
 * Who is signed in, as far as this page knows (server mode only). The server's HttpOnly
 * cookie is the truth; this only tells the header whom to name and the pages when a call
 * found the session gone, so they can send the reviewer to /login.
 */
let username: string | null = null;
const changeListeners = new Set<() => void>();
const expiryListeners = new Set<() => void>();

function setUsername(next: string | null) {
  if (next === username) return;
  username = next;
  for (const listener of changeListeners) listener();
}

export const reviewerSession = {
  current: (): string | null => username,

  signedIn(name: string): void {
    setUsername(name);
  },

  signedOut(): void {
    setUsername(null);
  },

  /** A case call answered 401: the session expired or was revoked. */
  expired(): void {
    setUsername(null);
    for (const listener of expiryListeners) listener();
  },

  subscribe(listener: () => void): () => void {
    changeListeners.add(listener);
    return () => void changeListeners.delete(listener);
  },

  onExpired(listener: () => void): () => void {
    expiryListeners.add(listener);
    return () => void expiryListeners.delete(listener);
  },
};

/** The signed-in reviewer's username, or null; re-renders when it changes. */
export function useSignedInReviewer(): string | null {
  return useSyncExternalStore(reviewerSession.subscribe, reviewerSession.current, () => null);
}
