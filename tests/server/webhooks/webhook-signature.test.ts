import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  signWebhook,
  verifyWebhookSignature,
} from '../../../server/webhooks/webhook-signature';

/*
 * The test vector docs/webhooks.md publishes, computed there with OpenSSL:
 *   printf '%s' "$TIMESTAMP.$BODY" | openssl dgst -sha256 -hmac "$SECRET"
 */
const SECRET = 'whsec_5f2b8c1d9e4a7b3c6d0e1f2a3b4c5d6e';
const TIMESTAMP = 1767225600;
const BODY = '{"id":"evt_00000000000000000000000000000001","type":"letter.issued"}';
const SIGNATURE = '95e615e5cea4762b3c5f6de774cb202e43df8f93b188f54c4ec9c837cb4af971';

describe('the webhook signature (HMAC-SHA256 over the timestamp and the body)', () => {
  it('gives the published test vector', () => {
    expect(signWebhook(SECRET, TIMESTAMP, BODY)).toBe(`t=${TIMESTAMP},v1=${SIGNATURE}`);
  });

  it('verifies a delivery as sent, within five minutes either way', () => {
    const header = `t=${TIMESTAMP},v1=${SIGNATURE}`;
    expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP)).toBe('valid');
    expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP + 300)).toBe('valid');
    expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP - 300)).toBe('valid');
  });

  it('refuses an older or later one as stale: a replay', () => {
    const header = `t=${TIMESTAMP},v1=${SIGNATURE}`;
    expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP + 301)).toBe('stale');
    expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP - 301)).toBe('stale');
  });

  it('refuses a changed body, another timestamp, another secret', () => {
    const header = `t=${TIMESTAMP},v1=${SIGNATURE}`;
    expect(verifyWebhookSignature(SECRET, header, `${BODY} `, TIMESTAMP)).toBe('mismatch');
    const moved = `t=${TIMESTAMP + 1},v1=${SIGNATURE}`;
    expect(verifyWebhookSignature(SECRET, moved, BODY, TIMESTAMP)).toBe('mismatch');
    expect(verifyWebhookSignature(`${SECRET}0`, header, BODY, TIMESTAMP)).toBe('mismatch');
  });

  it('accepts any of several v1 values, as while a secret is rotated', () => {
    const other = '0'.repeat(64);
    const header = `t=${TIMESTAMP},v1=${other},v1=${SIGNATURE}`;
    expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP)).toBe('valid');
  });

  it('calls a header without a time or a v1 value malformed', () => {
    for (const header of ['', `v1=${SIGNATURE}`, `t=${TIMESTAMP}`, `t=soon,v1=${SIGNATURE}`]) {
      expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP), header).toBe('malformed');
    }
  });

  it('makes a new secret of 32 random bytes each time', () => {
    const [one, two] = [newWebhookSecret(), newWebhookSecret()];
    expect(one).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(two).not.toBe(one);
  });
});
