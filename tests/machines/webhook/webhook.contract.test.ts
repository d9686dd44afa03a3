import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isWithinTolerance,
  parseSignatureHeader,
  signedContent,
  WEBHOOK_SIGNATURE_HEADER,
  WebhookEventSchema,
} from '../../../machines/webhook/webhook.contract';

// The event and the header as docs/webhooks.md gives them.
const HEX = 'ab'.repeat(32);
const APPROVED = {
  id: 'evt_0123456789abcdef0123456789abcdef',
  type: 'letter.issued',
  createdAt: '2026-11-27T10:00:00.000Z',
  case: { reference: 42, order: '1001' },
  outcome: 'approved',
  letter: { number: 7, validFrom: '2026-11-27', validUntil: '2027-11-27' },
};

describe('the webhook event', () => {
  it('takes an approval with its letter, and a denial without one', () => {
    expect(v.is(WebhookEventSchema, APPROVED)).toBe(true);
    const denied = { ...APPROVED, type: 'case.denied', outcome: 'denied', letter: null };
    expect(v.is(WebhookEventSchema, { ...denied, case: { reference: 42, order: null } })).toBe(
      true,
    );
  });

  it('carries nothing else: an answer, a diagnosis or a name added is refused', () => {
    expect(v.is(WebhookEventSchema, { ...APPROVED, answers: {} })).toBe(false);
    expect(v.is(WebhookEventSchema, { ...APPROVED, case: { ...APPROVED.case, name: 'Ada' } })).toBe(
      false,
    );
    const letter = { ...APPROVED.letter, diagnoses: ['E66.9'] };
    expect(v.is(WebhookEventSchema, { ...APPROVED, letter })).toBe(false);
  });

  it('refuses an unknown type, an order reference over 64 characters and a bad id', () => {
    expect(v.is(WebhookEventSchema, { ...APPROVED, type: 'case.opened' })).toBe(false);
    const order = 'x'.repeat(65);
    expect(v.is(WebhookEventSchema, { ...APPROVED, case: { reference: 42, order } })).toBe(false);
    expect(v.is(WebhookEventSchema, { ...APPROVED, id: 'evt_1' })).toBe(false);
    expect(v.is(WebhookEventSchema, { ...APPROVED, case: { reference: 0, order: null } })).toBe(
      false,
    );
  });
});

describe('the signature header', () => {
  it('is named LMN-Signature and signs "<timestamp>.<body>"', () => {
    expect(WEBHOOK_SIGNATURE_HEADER).toBe('LMN-Signature');
    expect(signedContent(1767225600, '{"a":1}')).toBe('1767225600.{"a":1}');
  });

  it('reads the time and every v1 value, skipping keys of later schemes', () => {
    expect(parseSignatureHeader(`t=1767225600,v1=${HEX}`)).toEqual({
      timestamp: 1767225600,
      signatures: [HEX],
    });
    expect(parseSignatureHeader(`t=1, v1=${HEX}, v2=zz, v1=${'cd'.repeat(32)}`)).toEqual({
      timestamp: 1,
      signatures: [HEX, 'cd'.repeat(32)],
    });
  });

  it('is no header without a time, without a v1 value, or with a malformed part', () => {
    for (const header of [
      '',
      `v1=${HEX}`,
      't=1767225600',
      `t=-1,v1=${HEX}`,
      `t=1.5,v1=${HEX}`,
      `t=1,t=2,v1=${HEX}`,
      `t=1,v1=${HEX.slice(1)}`,
      `t=1,v1=${HEX.toUpperCase()}`,
      `t=1,=x,v1=${HEX}`,
      `t=1,v1${HEX}`,
    ]) {
      expect(parseSignatureHeader(header), header).toBeUndefined();
    }
  });

  it('is recent within five minutes either way, and no further', () => {
    expect(isWithinTolerance(1000, 1000 + 300)).toBe(true);
    expect(isWithinTolerance(1000, 1000 - 300)).toBe(true);
    expect(isWithinTolerance(1000, 1000 + 301)).toBe(false);
    expect(isWithinTolerance(1000, 1000 - 301)).toBe(false);
  });
});
