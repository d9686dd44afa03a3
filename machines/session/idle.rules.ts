/** The warning comes this long before an idle session ends. */
export const IDLE_WARNING_MS = 60_000;

/**
 * Activity (keys, pointer, navigation) renews the session at most this often: a reviewer
 * typing a note does not call the server on every key. Activity inside the interval is sent
 * at its end, so the last of it still counts.
 */
export const ACTIVITY_RENEW_INTERVAL_MS = 30_000;

/** Whole minutes of an idle length, as the sign-out notice names them (at least 1). */
export function idleMinutes(idleMs: number): number {
  return Math.max(1, Math.round(idleMs / 60_000));
}

/** The /login notice after an idle sign-out. */
export function idleSignOutNotice(minutes: number): string {
  return `You were signed out after ${minutes} minute${minutes === 1 ? '' : 's'} without activity. Please sign in again.`;
}

/** The `minutes` of a /login address (untrusted): a whole number of minutes, or null. */
export function parseIdleMinutes(text: string | null): number | null {
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const minutes = Number(text);
  return minutes >= 1 && minutes <= 1440 ? minutes : null;
}

/** Whole seconds left until `endsAt`, never negative. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** "0:59", "1:00": the countdown as the dialog shows it. */
export function countdownText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
