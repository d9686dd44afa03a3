// Its own module so that reading the configuration (config.ts, and through it
// `npm run reviewer:add`) does not load the whole server.

export interface RateLimits {
  /**
   * Sign-in attempts per minute at one username from one address (then blocked, with
   * backoff: server/sign-in-throttle.ts). No limit counts a username from every address, or
   * everyone: attempts from elsewhere never block a reviewer.
   */
  loginPerMinute: number;
  /** Sign-in attempts per minute from one address, whatever the usernames (failures only). */
  loginPerAddressPerMinute: number;
  /** Submissions per minute from one address. */
  submissionsPerMinute: number;
  /**
   * Last-name checks per minute from one address: letter checks (`/api/verify/:code`) and
   * status links' checks (`/api/status/:token/check`), each route counted apart.
   */
  verificationsPerMinute: number;
  /** Status-link reads and emails given per minute from one address. */
  statusPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerMinute: 5,
  loginPerAddressPerMinute: 20,
  submissionsPerMinute: 60,
  verificationsPerMinute: 30,
  statusPerMinute: 60,
};
