import { describe, expect, it, vi } from 'vitest';
import { ServerRequestError } from '../../src/api/api-errors';
import { createCaseApiClient } from '../../src/api/case-api';
import { SUBMITTED_ANSWERS } from '../storage/case-fixtures';

const created = { case: { id: 11, name: 'Jane Doe', status: 'Open', dateSubmitted: '2026-11-24' } };

/** A fetch answering each call with the next status of the list (the last one repeats). */
function answeringInTurn(statuses: number[]) {
  let call = 0;
  return vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => {
    const status = statuses[Math.min(call, statuses.length - 1)] ?? 500;
    call += 1;
    const body = status === 503 ? { error: 'down' } : created;
    return new Response(JSON.stringify(body), { status, headers: { 'Retry-After': '0.01' } });
  });
}

const keyOf = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get('Idempotency-Key') ?? '';

describe('HTTP case repository: a submission while the server is briefly away', () => {
  it('sends one idempotency key and sends it again when it retries after a 503', async () => {
    const fetch = answeringInTurn([503, 503, 201]);
    const stored = await createCaseApiClient({ fetch }).addSubmission(SUBMITTED_ANSWERS);
    expect(stored).toMatchObject({ id: 11 });
    expect(fetch).toHaveBeenCalledTimes(3);
    const keys = fetch.mock.calls.map(([, init]) => keyOf(init));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('still down: "The service is briefly unavailable; your answers are kept", same key next time', async () => {
    const fetch = answeringInTurn([503]);
    const repository = createCaseApiClient({ fetch });
    const error = await repository.addSubmission(SUBMITTED_ANSWERS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerRequestError);
    expect((error as Error).message).toBe(
      'The service is briefly unavailable; your answers are kept.',
    );
    const firstKey = keyOf(fetch.mock.calls[0]?.[1]);
    await repository.addSubmission(SUBMITTED_ANSWERS).catch(() => undefined);
    expect(keyOf(fetch.mock.calls.at(-1)?.[1])).toBe(firstKey);
  });

  it('a new submission, once the last one is stored, gets a new key', async () => {
    const fetch = answeringInTurn([201]);
    const repository = createCaseApiClient({ fetch });
    await repository.addSubmission(SUBMITTED_ANSWERS);
    await repository.addSubmission(SUBMITTED_ANSWERS);
    const [first, second] = fetch.mock.calls.map(([, init]) => keyOf(init));
    expect(first).not.toBe(second);
  });
});
