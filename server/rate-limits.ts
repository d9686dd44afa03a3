// Its own module so that reading the configuration (config.ts, and through it
// `npm run reviewer:add`) does not load the whole server.

export interface RateLimits {
  /** Sign-in attempts per minute for one username (then blocked, with backoff). */
  loginPerMinute: number;
  /** Sign-in attempts per minute from one address, whatever the usernames. */
  loginPerAddressPerMinute: number;
  /** Sign-in attempts per minute to the whole server. */
  loginOverallPerMinute: number;
  /** Submissions per minute from one address. */
  submissionsPerMinute: number;
  /** Letter checks (`/api/verify/:code`) per minute from one address. */
  verificationsPerMinute: number;
  /** Status-link reads and emails given per minute from one address. */
  statusPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerMinute: 5,
  loginPerAddressPerMinute: 20,
  loginOverallPerMinute: 300,
  submissionsPerMinute: 60,
  verificationsPerMinute: 30,
  statusPerMinute: 60,
};
