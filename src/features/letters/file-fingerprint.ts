import { FINGERPRINT_ALGORITHM, fingerprintHex } from '../../../machines/letter';

/** Whether this browser can compute a fingerprint (Web Crypto needs https or localhost). */
export function canFingerprintFiles(): boolean {
  return typeof crypto !== 'undefined' && crypto.subtle !== undefined;
}

/** The fingerprint of a file the reader picked, computed here: the file never leaves the browser. */
export async function fileFingerprint(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  return fingerprintHex(await crypto.subtle.digest(FINGERPRINT_ALGORITHM, bytes));
}
