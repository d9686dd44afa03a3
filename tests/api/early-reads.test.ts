import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READS_GLOBAL, takeEarlyRead } from '../../src/api/early-reads';
import { browserFetch } from '../../src/api/http-json';

const GET = { method: 'GET', headers: { Accept: 'application/json' } } as const;
const page = globalThis as unknown as Record<string, unknown>;

/** What app.html's script leaves: reads started `at` milliseconds after the page's start. */
function leave(reads: Record<string, Promise<Response>>, at = performance.now()) {
  page[EARLY_READS_GLOBAL] = new Map(
    Object.entries(reads).map(([url, read]) => [url, { read, at }]),
  );
}

afterEach(() => {
  delete page[EARLY_READS_GLOBAL];
});

describe('the reads the page shell started', () => {
  it('are taken over once, for the same address', async () => {
    const session = Promise.resolve(new Response('{"username":"ann"}'));
    leave({ '/api/session': session });
    expect(takeEarlyRead('/api/cases/7', GET)).toBeUndefined();
    expect(takeEarlyRead('/api/session', GET)).toBe(session);
    // The next read of the address wants that moment's answer.
    expect(takeEarlyRead('/api/session', GET)).toBeUndefined();
  });

  it('stand in only for a plain read, never a write or a read with headers of its own', () => {
    const read = Promise.resolve(new Response('{}'));
    leave({ '/api/cases/7': read });
    expect(takeEarlyRead('/api/cases/7', { ...GET, method: 'POST', body: '{}' })).toBeUndefined();
    expect(
      takeEarlyRead('/api/cases/7', { ...GET, headers: { ...GET.headers, 'X-Background': '1' } }),
    ).toBeUndefined();
    expect(
      takeEarlyRead('/api/cases/7', { headers: new Headers({ Authorization: 'Bearer x' }) }),
    ).toBeUndefined();
    leave({ '/api/cases/7': read });
    expect(takeEarlyRead('/api/cases/7', { headers: { accept: 'application/json' } })).toBe(read);
  });

  it('are not taken once stale, nor when the page left something else', () => {
    leave({ '/api/session': Promise.resolve(new Response('{}')) }, performance.now() - 60_000);
    expect(takeEarlyRead('/api/session', GET)).toBeUndefined();
    page[EARLY_READS_GLOBAL] = new Map([['/api/session', { read: 'not a read', at: 0 }]]);
    expect(takeEarlyRead('/api/session', GET)).toBeUndefined();
    page[EARLY_READS_GLOBAL] = 'not a map';
    expect(takeEarlyRead('/api/session', GET)).toBeUndefined();
  });

  it("answer the API client's call in place of a request", async () => {
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('"net"'));
    leave({ '/api/session': Promise.resolve(new Response('"early"')) });
    expect(await (await browserFetch('/api/session', GET)).json()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    expect(await (await browserFetch('/api/session', GET)).json()).toBe('net');
    expect(network).toHaveBeenCalledWith('/api/session', GET);
  });
});
