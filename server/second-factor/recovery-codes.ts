import { createHash, randomBytes } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '../../machines/session/second-factor.api';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** One code: 80 random bits as base32 letters, in groups of four for reading aloud. */
function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_CODE_LENGTH);
  // 256 is a multiple of 32: every letter is equally likely.
  const letters = [...bytes].map((byte) => BASE32[byte % 32]).join('');
  return letters.match(/.{4}/g)?.join('-') ?? letters;
}

/** A new set of recovery codes, as the reviewer is shown them once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/**
 * What is stored of a code (normalized: `normalizeFactorCode`). SHA-256, not argon2: a code
 * has 80 random bits, which no guessing reaches, so a slow hash would only slow each sign-in
 * (docs/decisions/2026-11-27-second-factor.md).
 */
export function recoveryCodeHash(normalizedCode: string): string {
  return createHash('sha256').update(normalizedCode).digest('hex');
}
