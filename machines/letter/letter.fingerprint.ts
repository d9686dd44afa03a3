import { formatLetterDate } from './validity';

/**
 * A letter's fingerprint: SHA-256 over every byte of its PDF file exactly as issued (the
 * signed file, signature included), written as 64 lowercase hexadecimal digits. The server
 * computes it once when it stores the file; the verify page computes it over a file the
 * reader holds, in the browser, and the two are compared.
 */
export const FINGERPRINT_ALGORITHM = 'SHA-256';

/** Larger than any letter we issue (a few tens of kB): such a file is not read at all. */
export const MAX_LETTER_FILE_BYTES = 5 * 1024 * 1024;

const FINGERPRINT = /^[0-9a-f]{64}$/;

export function isFingerprint(value: unknown): value is string {
  return typeof value === 'string' && FINGERPRINT.test(value);
}

/** The digest's bytes as the fingerprint's 64 lowercase hex digits. */
export function fingerprintHex(digest: ArrayBuffer | Uint8Array): string {
  const bytes = digest instanceof Uint8Array ? digest : new Uint8Array(digest);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** "3f2a 9c01 …": the fingerprint in groups of four, easier to compare by eye. */
export function groupedFingerprint(fingerprint: string): string {
  return fingerprint.replace(/(.{4})(?=.)/g, '$1 ');
}

/** What a file the reader holds is: exactly the letter issued, or not it. */
export type FileCheck = 'exact' | 'different';

/** Compares the file's fingerprint with the issued one (both as `fingerprintHex` writes them). */
export function fileCheck(issued: string, computed: string): FileCheck {
  return isFingerprint(issued) && issued === computed ? 'exact' : 'different';
}

/** What the verify page says of a file it checked. */
export function fileCheckText(check: FileCheck, issuedOn: string): string {
  return check === 'exact'
    ? `This file is exactly the letter issued on ${formatLetterDate(issuedOn)}.`
    : 'This file is not the letter we issued: it was changed or it is another letter.';
}
