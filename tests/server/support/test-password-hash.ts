import { hashPassword, type PasswordHashCost } from '../../../server/password-hashing';

/**
 * The cost of the test server's password hashes: argon2id, as the server writes them, at a
 * low cost. A hash names its cost and verification follows it, so a test's sign-in, password
 * change or unknown name costs well under a millisecond rather than 20 ms of CPU, and the
 * suite signs in hundreds of times. `reviewer:add` keeps the server's own cost, tested as
 * written.
 */
export const TEST_HASH_COST: PasswordHashCost = { memoryCost: 1024, timeCost: 1 };

/** A test reviewer's password hash. */
export function testPasswordHash(password: string): Promise<string> {
  return hashPassword(password, TEST_HASH_COST);
}
