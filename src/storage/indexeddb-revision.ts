import { parseLatestRevision, type LatestRevision, type RevisionAuthority } from './cases-revision';

const DATABASE = 'cases-revision';
const STORE = 'latest';
const KEY = 'cases';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
  });
}

/**
 * The latest revision of `cases` in IndexedDB: every tab's transactions go through the one
 * database the browser keeps for the origin, in order, so a revision committed by one tab is
 * what the next transaction of any tab reads (unlike localStorage, whose per-process copies
 * catch up later). Undefined where the browser has no IndexedDB.
 */
export function indexedDbRevisionAuthority(
  factory: IDBFactory | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB,
): RevisionAuthority | undefined {
  if (!factory) return undefined;
  let opening: Promise<IDBDatabase> | undefined;
  const database = () =>
    (opening ??= (() => {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      return done(request).then((db) => {
        // Another tab upgrading (a later version of this app) must not wait for this one.
        db.onversionchange = () => {
          db.close();
          opening = undefined;
        };
        return db;
      });
    })().catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));

  return {
    async read(): Promise<LatestRevision> {
      const transaction = (await database()).transaction(STORE, 'readonly');
      return parseLatestRevision(await done(transaction.objectStore(STORE).get(KEY)));
    },
    async write(latest) {
      const transaction = (await database()).transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(latest, KEY);
      await committed(transaction);
    },
  };
}
