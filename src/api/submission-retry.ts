import type { ApiResponse } from './http-json';
import { ServerRequestError } from './api-errors';
import { retryAfterSeconds } from './reply-policy';

const SUBMIT_UNAVAILABLE = 'The service is briefly unavailable; your answers are kept.';
/** Automatic retries of a submission answered 503, each after the server's Retry-After. */
const SUBMIT_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 5_000;

/** One key per submission (by its answers), kept until it is stored. */
const submissionKeys = new Map<string, string>();

/** 128 random bits as hex: crypto.randomUUID needs a secure context, a LAN's plain HTTP is not. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function retryAfterMs(headers: Headers): number {
  const seconds = retryAfterSeconds(headers);
  return seconds === null ? 1000 : Math.min(seconds * 1000, MAX_RETRY_WAIT_MS);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a submission with its Idempotency-Key: any retry (after a 503, or the patient's
 * Continue again after a lost answer) sends the same key, so the server never stores it
 * twice. A 503 is tried again twice; still down, the patient reads that the answers are kept.
 */
export async function sendSubmission(
  answers: unknown,
  send: (headers: Record<string, string>) => Promise<ApiResponse>,
): Promise<ApiResponse> {
  const text = JSON.stringify(answers);
  const key = submissionKeys.get(text) ?? randomKey();
  submissionKeys.set(text, key);
  let response = await send({ 'Idempotency-Key': key });
  for (let retry = 0; response.status === 503 && retry < SUBMIT_RETRIES; retry += 1) {
    await wait(retryAfterMs(response.headers));
    response = await send({ 'Idempotency-Key': key });
  }
  if (response.status === 503) throw new ServerRequestError(SUBMIT_UNAVAILABLE, 503);
  if (response.status === 200 || response.status === 201) submissionKeys.delete(text);
  return response;
}
