import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  isWithinTolerance,
  parseSignatureHeader,
  signedContent,
  WEBHOOK_SCHEME,
} from '../../machines/webhook/webhook.contract';

/** A new partner's webhook secret: 32 random bytes, shown to the partner once. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(signedContent(timestamp, body)).digest('hex');
}

/** The signature header for `body`, sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},${WEBHOOK_SCHEME}=${hmacHex(secret, timestamp, body)}`;
}

export type SignatureVerdict = 'valid' | 'malformed' | 'stale' | 'mismatch';

/**
 * What a receiver does with a delivery (docs/webhooks.md): the header must parse, its time be
 * within the tolerance of `nowSeconds`, and one of its `v1` values equal the HMAC of the body
 * as received, compared in constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
): SignatureVerdict {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return 'malformed';
  if (!isWithinTolerance(parsed.timestamp, nowSeconds)) return 'stale';
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, body), 'hex');
  const matches = parsed.signatures.some((signature) =>
    timingSafeEqual(Buffer.from(signature, 'hex'), expected),
  );
  return matches ? 'valid' : 'mismatch';
}
