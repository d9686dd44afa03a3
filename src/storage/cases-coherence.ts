import {
  CASES_REVISION_KEY,
  NO_REVISION,
  localRevision,
  type LatestRevision,
  type RevisionAuthority,
} from './cases-revision';

/** How long a tab waits, under the lock, for its copy of localStorage to catch up. */
export const CATCH_UP_MS = 1_500;
/**
 * A copy still behind a revision written this long ago is not late (other processes' writes
 * arrive within milliseconds): its storage was cleared or edited outside the app, so the
 * revision is taken from the authority and the copy is used as it is.
 */
export const CLEARED_AFTER_MS = 10_000;
const POLL_MS = 10;

/** Where the local copy stands, for one critical section. */
interface CatchUp {
  /** True when the copy holds every recorded write: reading it and writing back loses none. */
  current: boolean;
  /** The revision a write in this critical section builds on. */
  base: number;
}

export interface CasesCoherence {
  /** Under the lock, before reading to write: waits (bounded) until the copy is current. */
  catchUp(): Promise<CatchUp>;
  /** Under the lock, after `cases` was written: counts the write, here and for every tab. */
  record(base: number): Promise<void>;
}

interface CoherenceOptions {
  storage: () => Storage;
  /** Undefined where IndexedDB is missing: then nothing is waited for (as before). */
  authority: RevisionAuthority | undefined;
  now?: () => number;
  /** Resolves after `ms`, or earlier when the copy may have changed (a `storage` event). */
  pause?: (ms: number) => Promise<void>;
  catchUpMs?: number;
}

function pauseOrStorageEvent(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    window.addEventListener('storage', wake);
  });
}

/**
 * The staleness rule. A write of `cases` is counted twice in the same critical section: in
 * localStorage (`cases.revision`, beside the list) and in the authority, which every tab
 * reads coherently. The next holder of the lock, in any tab, reads the authority's count and
 * reads `cases` only once its own copy shows that count; until then its copy may be a write
 * behind, and writing it back would undo that write.
 */
export function createCasesCoherence(options: CoherenceOptions): CasesCoherence {
  const { storage, authority } = options;
  const now = options.now ?? Date.now;
  const pause = options.pause ?? pauseOrStorageEvent;
  const catchUpMs = options.catchUpMs ?? CATCH_UP_MS;
  let warned = false;
  const degrade = (what: string, error: unknown) => {
    if (warned) return;
    warned = true;
    console.warn(`The cases revision could not be ${what}; tabs are only ordered.`, error);
  };

  async function latest(): Promise<LatestRevision | undefined> {
    if (!authority) return undefined;
    try {
      return await authority.read();
    } catch (error) {
      degrade('read', error);
      return undefined;
    }
  }

  return {
    async catchUp() {
      const known = await latest();
      // Storage that cannot be read is reported, and every write refused, by the read itself.
      const local = () => {
        try {
          return localRevision(storage());
        } catch {
          return undefined;
        }
      };
      const first = local();
      if (!known || first === undefined) return { current: true, base: first ?? 0 };
      const deadline = now() + catchUpMs;
      for (;;) {
        const seen = local() ?? known.revision;
        if (seen >= known.revision) return { current: true, base: seen };
        if (now() >= deadline) {
          const cleared = now() - known.at >= CLEARED_AFTER_MS;
          return { current: cleared, base: known.revision };
        }
        await pause(Math.min(POLL_MS, Math.max(0, deadline - now())));
      }
    },

    async record(base) {
      const next = { ...NO_REVISION, revision: base + 1, at: now() };
      try {
        storage().setItem(CASES_REVISION_KEY, String(next.revision));
      } catch (error) {
        // The cases are written; only their count is not: the next holder may not wait.
        degrade('written to storage', error);
        return;
      }
      try {
        await authority?.write(next);
      } catch (error) {
        degrade('recorded', error);
      }
    },
  };
}
