/**
 * Where app.html's route preload script leaves the API reads it started for the page it was
 * opened at (server mode; scripts/build/preload-route-chunks.ts): the sign-in check and the
 * page's first data then come while the app's chunks download, rather than after them.
 */
export const EARLY_READS_GLOBAL = '__lmnEarlyReads';

/**
 * How long an early read may stand in for the app's own: the page's first reads come within
 * seconds of its load; a later read of the same address wants the answer of that moment.
 */
const EARLY_READ_LIFETIME_MS = 15_000;

interface EarlyRead {
  read: Promise<Response>;
  /** `performance.now()` when it was started. */
  at: number;
}

function isEarlyRead(value: unknown): value is EarlyRead {
  if (typeof value !== 'object' || value === null) return false;
  const { read, at } = value as Partial<EarlyRead>;
  return read instanceof Promise && typeof at === 'number';
}

/** A plain GET, as the shell's script asked: no body, no header but `Accept`. */
function isPlainGet(init: RequestInit): boolean {
  if ((init.method ?? 'GET') !== 'GET' || init.body != null) return false;
  const { headers = {} } = init;
  const names =
    headers instanceof Headers
      ? [...headers.keys()]
      : Array.isArray(headers)
        ? headers.map(([name]) => name)
        : Object.keys(headers);
  return names.every((name) => name.toLowerCase() === 'accept');
}

/**
 * The answer the shell's script already asked for at `url`, handed over once and only while
 * it is fresh; undefined when there is none (every other call, browser mode, a later read).
 */
export function takeEarlyRead(url: string, init: RequestInit): Promise<Response> | undefined {
  if (!isPlainGet(init)) return undefined;
  const reads: unknown = (globalThis as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
  if (!(reads instanceof Map)) return undefined;
  const early: unknown = reads.get(url);
  reads.delete(url);
  if (!isEarlyRead(early) || performance.now() - early.at > EARLY_READ_LIFETIME_MS) {
    return undefined;
  }
  return early.read;
}
