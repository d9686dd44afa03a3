import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from '../../machines/account/account.rules';
import { MAX_PASSWORD_LENGTH } from '../../machines/session/session.endpoints';

const USERNAME = /^[a-z0-9][a-z0-9._@-]{0,63}$/;

/**
 * The common-password list of @zxcvbn-ts/language-common (about 49 000 passwords seen in
 * breaches), compared without case: NIST asks for a check against such a list.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** What is wrong with a username for `reviewer:add`, or null (compared without case). */
export function checkUsername(username: string): string | null {
  if (USERNAME.test(username.trim().toLowerCase())) return null;
  return 'A username is 1 to 64 letters, digits, ".", "_", "@" or "-", starting with a letter or digit.';
}

/** What is wrong with a password, or null. */
export function checkPassword(password: string): string | null {
  const characters = [...password];
  if (characters.length < MIN_PASSWORD_LENGTH) {
    return `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (characters.length > MAX_PASSWORD_LENGTH) {
    return `A password has at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  if (new Set(characters).size === 1 || password.trim() === '') {
    return 'A password cannot be one character repeated.';
  }
  if (
    COMMON_PASSWORDS.has(password.toLowerCase()) ||
    COMMON_PASSWORDS.has(password.trim().toLowerCase())
  ) {
    return 'This password is on a list of common passwords. Choose another.';
  }
  return null;
}
