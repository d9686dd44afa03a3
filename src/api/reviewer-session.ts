import { useSyncExternalStore } from 'react';

/**
 * Who is signed in, as far as this page knows (server mode only). The server's HttpOnly
 * cookie is the truth; this only tells the header whom to name and the pages when a call
 * found the session gone, so they can send the reviewer to /login.
 */
let username: string | null = null;
/** Whether the session check last said they are an administrator (never without a username). */
let administrator = false;
const changeListeners = new Set<() => void>();
const expiryListeners = new Set<() => void>();

function setHolder(next: string | null, admin: boolean) {
  if (next === username && admin === administrator) return;
  username = next;
  administrator = next !== null && admin;
  for (const listener of changeListeners) listener();
}

export const reviewerSession = {
  current: (): string | null => username,

  isAdministrator: (): boolean => administrator,

  /**
   * `admin`: what the session check (GET /api/session) says; a sign-in's answer does not say
   * it, and keeps what was known of the same reviewer until the next check.
   */
  signedIn(name: string, admin?: boolean): void {
    setHolder(name, admin ?? (name === username && administrator));
  },

  signedOut(): void {
    setHolder(null, false);
  },

  /**
   * A case call answered 401: the session expired or was revoked. Not after signing out: a
   * call the page made before then may still answer 401, and the reviewer who signed out
   * is not to be told that their session ended.
   */
  expired(): void {
    if (username === null) return;
    setHolder(null, false);
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

/** Whether the signed-in reviewer is an administrator; re-renders when it changes. */
export function useSignedInAdministrator(): boolean {
  return useSyncExternalStore(
    reviewerSession.subscribe,
    reviewerSession.isAdministrator,
    () => false,
  );
}
