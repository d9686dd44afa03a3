export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
const USERNAME = /^[a-z0-9][a-z0-9._@-]{0,63}$/;

/** What is wrong with a username for `reviewer:add`, or null (compared without case). */
export function checkUsername(username: string): string | null {
  if (USERNAME.test(username.trim().toLowerCase())) return null;
  return 'A username is 1 to 64 letters, digits, ".", "_", "@" or "-", starting with a letter or digit.';
}

/** What is wrong with a password, or null. Length is what counts (NIST SP 800-63B). */
export function checkPassword(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `A password has at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  return null;
}
