/**
 * happy-dom gives `localStorage` and `sessionStorage` their own copies of Storage's methods on
 * first use, so a test that makes `Storage.prototype.setItem` throw (a full disk, a storage
 * that cannot be read) would never reach the app. In a browser, and in jsdom, the methods are
 * the prototype's: this makes happy-dom's storages look them up there at every call.
 */
const METHODS = ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const;

export function storageMethodsFromPrototype(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const name of METHODS) {
      if (storage[name] === Storage.prototype[name]) continue;
      Object.defineProperty(storage, name, {
        configurable: true,
        writable: true,
        value(this: Storage, ...args: unknown[]) {
          return (Storage.prototype[name] as (...params: unknown[]) => unknown).apply(this, args);
        },
      });
    }
  }
}
