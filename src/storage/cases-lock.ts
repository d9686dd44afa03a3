/** Runs a task while holding the `cases` lock; resolves with what the task returned. */
export type CasesLock = <T>(task: () => T | Promise<T>) => Promise<T>;

const CASES_LOCK_NAME = 'cases';

/**
 * One writer at a time, across every tab of this origin: the Web Locks API queues each
 * read-modify-write of `cases` behind the others, so two tabs never read the same list and
 * both append to it. Where Web Locks is missing (an old browser, jsdom) the tasks of this
 * page still run one after another through an in-page queue; other tabs are then unguarded,
 * which is the best such a browser allows.
 */
export function createCasesLock(locks: LockManager | undefined = webLocks()): CasesLock {
  if (locks) {
    return (task) => locks.request(CASES_LOCK_NAME, async () => task());
  }
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

function webLocks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks;
}

/** The page's one lock: every repository in this page shares its queue. */
export const casesLock: CasesLock = createCasesLock();
