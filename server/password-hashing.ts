import { hash, type Options } from '@node-rs/argon2';

/**
 * The cost of the argon2id hashes the server writes: a reviewer's new or reset password, and
 * the decoy an unknown username is checked against, so that a wrong name costs what a wrong
 * password does. Empty: @node-rs/argon2's defaults (19 MiB, 2 passes), OWASP's minimum for
 * argon2id. A hash names its own cost, so hashes written at another cost still verify.
 */
export type PasswordHashCost = Pick<Options, 'memoryCost' | 'timeCost' | 'parallelism'>;

export const SERVER_HASH_COST: PasswordHashCost = {};

export function hashPassword(password: string | Buffer, cost: PasswordHashCost): Promise<string> {
  return hash(password, cost);
}
