import { hash } from '@node-rs/argon2';

/**
 * A test reviewer's password hash: argon2id, as the server writes one, at a low cost. The
 * server verifies with the cost the hash names, so a test's sign-in costs well under a
 * millisecond rather than 20 ms of CPU, and the suite signs in hundreds of times. What the
 * server hashes itself (reviewer:add, a changed or reset password, the decoy for an unknown
 * name) keeps the server's own cost, and is tested as written.
 */
export function testPasswordHash(password: string): Promise<string> {
  return hash(password, { memoryCost: 1024, timeCost: 1 });
}
