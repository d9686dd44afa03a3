import { createHash } from 'node:crypto';
import type { CasePartner, ConsentGiven } from '../../../machines/case';
import type { SubmittedAnswers } from '../../../machines/survey';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * An Idempotency-Key as stored: its SHA-256 (64 hex digits), never the key. Whoever holds the
 * key can replay the submission; whoever reads the table cannot learn it.
 */
export function idempotencyKeyHash(key: string): string {
  return sha256Hex(key);
}

/** JSON with every object's keys in order: the same answers give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A submission's fingerprint, stored beside its key's hash: the SHA-256 of the answers, the
 * consent and the partner link it came from (partner, product, order) as the server parsed
 * them, in canonical JSON (keys in order), so a retry of the same submission matches whatever
 * order its fields came in, and another one never does. A submission from `/` has no link:
 * its fingerprint is the one it had before links existed.
 */
export function submissionHash(
  answers: SubmittedAnswers,
  consent?: ConsentGiven,
  partner?: CasePartner,
): string {
  const link = partner && {
    partner: partner.slug,
    product: partner.product.sku,
    order: partner.order,
  };
  return sha256Hex(canonicalJson({ answers, consent: consent ?? null, link }));
}
