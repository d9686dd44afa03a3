/*
 * The sign-in throttle's rule, pure: what one attempt does to the count of each key it is
 * counted against, on a clock it is given. Where the counts are kept is the caller's
 * (server/db/sign-in-limits.ts keeps them in the database); the worst case this rule allows is
 * reasoned in docs/decisions/2026-11-27-sign-in-blocks.md.
 *
 * Two kinds of key, never one for everyone: a username *at one address*, and an address
 * whatever the usernames. A reviewer's attempt is judged by their own address's keys only, so
 * attempts from elsewhere never block them, whatever their number.
 */

/** How many attempts each key takes per window before it is blocked. */
export interface SignInLimit {
  /** Attempts at one username from one address. */
  perUsernameAtAddress: number;
  /** Attempts from one address, whatever the usernames. */
  perAddress: number;
}

/** The window the counts are kept over; a first block lasts as long. */
export const SIGN_IN_WINDOW_MS = 60_000;
/** The longest block: each block in a run is twice the last, up to this. */
export const MAX_SIGN_IN_BLOCK_MS = 60 * 60_000;

/**
 * One key's count. Before any block: `attempts` checked since `windowStartedAt`. Once blocked:
 * `windowStartedAt` is when the last block began, `blockedUntil` when it ends (so the block's
 * length is their difference, which the next one doubles), and `attempts` those checked since
 * it ended.
 */
export interface KeyCount {
  attempts: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

export type KeyVerdict =
  | { allowed: true; count: KeyCount }
  /** `count` is null when the refusal changes nothing (the key was already blocked). */
  | { allowed: false; retryAfterMs: number; count: KeyCount | null };

const fresh = (now: Date): KeyCount => ({ attempts: 0, windowStartedAt: now, blockedUntil: null });

/**
 * One attempt against one key allowed `max` per window. Refused while the key is blocked, and
 * that refusal counts nothing: waiting out a block is never made longer by trying. Once a
 * block has ended the key takes `max` attempts again, so the right password then is checked.
 * The attempt past `max` in a window is refused and blocks the key: for a window, or twice
 * the last block when it comes within a window of that block's end (up to an hour). A window
 * with no attempt past a block's end forgets the run.
 */
export function judgeAttempt(count: KeyCount | undefined, max: number, now: Date): KeyVerdict {
  const at = now.getTime();
  const blockedUntil = count?.blockedUntil?.getTime() ?? null;
  if (count && blockedUntil !== null && blockedUntil > at) {
    return { allowed: false, retryAfterMs: blockedUntil - at, count: null };
  }
  const countingSince = blockedUntil ?? count?.windowStartedAt.getTime() ?? at;
  const current = !count || at - countingSince >= SIGN_IN_WINDOW_MS ? fresh(now) : count;
  if (current.attempts < max) {
    return { allowed: true, count: { ...current, attempts: current.attempts + 1 } };
  }
  const lastBlockMs =
    current.blockedUntil === null
      ? null
      : current.blockedUntil.getTime() - current.windowStartedAt.getTime();
  const blockMs =
    lastBlockMs === null ? SIGN_IN_WINDOW_MS : Math.min(MAX_SIGN_IN_BLOCK_MS, lastBlockMs * 2);
  return {
    allowed: false,
    retryAfterMs: blockMs,
    count: { attempts: 0, windowStartedAt: now, blockedUntil: new Date(at + blockMs) },
  };
}

/**
 * A right password: the username at this address starts afresh (its run forgotten), and the
 * address gets its attempt back, so that it counts failures only and the sign-ins of everyone
 * behind one address never block it.
 */
export function afterSignIn(addressCount: KeyCount): KeyCount {
  return { ...addressCount, attempts: Math.max(0, addressCount.attempts - 1) };
}
