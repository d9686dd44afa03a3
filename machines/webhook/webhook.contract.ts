import * as v from 'valibot';

/*
 * What a partner's webhook receives when one of its customers' cases is decided
 * (docs/webhooks.md): a small event, signed, naming the case and the partner's own order,
 * the outcome and the letter — never an answer, a diagnosis or the patient's name.
 */

/** The header that carries the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'LMN-Signature';

/** How old a signed timestamp a receiver should still accept: replays beyond it are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** The signature scheme's version, the key its value is given under in the header. */
export const WEBHOOK_SCHEME = 'v1';

export const WEBHOOK_EVENT_TYPES = [
  'letter.issued',
  'case.denied',
  'letter.superseded',
  'letter.revoked',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const IsoDateSchema = v.pipe(v.string(), v.isoDate());

export const WebhookEventSchema = v.strictObject({
  /** Unique per event: a receiver that sees an id again has it already. */
  id: v.pipe(v.string(), v.regex(/^evt_[0-9a-f]{32}$/)),
  type: v.picklist(WEBHOOK_EVENT_TYPES),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  case: v.strictObject({
    /** The reference number the patient was given on the thank-you screen. */
    reference: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    /** The partner's own order reference, when the patient's link carried one (`?order=`). */
    order: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  }),
  outcome: v.picklist(['approved', 'denied']),
  /** The letter the event is about; none for a denial. */
  letter: v.nullable(
    v.strictObject({
      number: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
      validFrom: IsoDateSchema,
      validUntil: IsoDateSchema,
    }),
  ),
});
export type WebhookEvent = v.InferOutput<typeof WebhookEventSchema>;

/** What is signed: the timestamp and the body exactly as sent, joined by a dot. */
export function signedContent(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

export interface SignatureHeader {
  timestamp: number;
  /** Every `v1` value given: during a secret's rotation a sender may sign with both. */
  signatures: string[];
}

/**
 * Reads a signature header; undefined when it is not one (no timestamp, or no `v1` value).
 * Unknown keys are skipped, so a later scheme can be added beside `v1`.
 */
export function parseSignatureHeader(header: string): SignatureHeader | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 1) return undefined;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== undefined) return undefined;
      timestamp = Number(value);
    } else if (key === WEBHOOK_SCHEME) {
      if (!/^[0-9a-f]{64}$/.test(value)) return undefined;
      signatures.push(value);
    }
  }
  if (timestamp === undefined || signatures.length === 0) return undefined;
  return { timestamp, signatures };
}

/** Whether a signed timestamp is recent enough at `nowSeconds` (and not from the future). */
export function isWithinTolerance(timestamp: number, nowSeconds: number): boolean {
  return Math.abs(nowSeconds - timestamp) <= WEBHOOK_TOLERANCE_SECONDS;
}
