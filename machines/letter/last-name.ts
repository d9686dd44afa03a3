/** The most a typed last name may be: the survey's name is at most this long too. */
export const LAST_NAME_MAX_LENGTH = 200;

/**
 * A name as words to compare: accents and case ignored (é = e = E, ß = ss), apostrophes
 * dropped (O'Brien = O’Brien = OBrien), hyphens and runs of spaces one separator.
 */
function comparableWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’‘`´]/g, '')
    .split(/[\s\-‐‑–]+/)
    .filter((word) => word !== '');
}

/**
 * Whether `typed` is the last name of the patient called `fullName`: the last word or words
 * of the full name ("Roe", or "van der Berg" for "Anna van der Berg"), compared accent- and
 * case-insensitively. Nothing typed, or words that are not the name's ending, never match.
 */
export function isPatientLastName(fullName: string, typed: string): boolean {
  if (typed.length > LAST_NAME_MAX_LENGTH) return false;
  const name = comparableWords(fullName);
  const given = comparableWords(typed);
  if (given.length === 0 || given.length > name.length) return false;
  const ending = name.slice(name.length - given.length);
  return ending.every((word, index) => word === given[index]);
}
