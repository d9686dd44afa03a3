/*
 * Where happy-dom, the DOM the screen tests render in, differs from browsers (and jsdom) in a
 * way our tests can see, made to behave as browsers do. Each is applied only where happy-dom
 * differs, so jsdom (TEST_DOM_ENVIRONMENT=jsdom) runs unchanged.
 */

const STORAGE_METHODS = ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const;

/**
 * happy-dom gives `localStorage` and `sessionStorage` their own copies of Storage's methods on
 * first use, so a test that makes `Storage.prototype.setItem` throw (a full disk, a storage
 * that cannot be read) would never reach the app. In a browser the methods are the
 * prototype's: the storages look them up there at every call.
 */
function storageMethodsFromPrototype(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const name of STORAGE_METHODS) {
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

/** Browsers' default `display` of the elements happy-dom leaves without one, but `inline`. */
const DEFAULT_DISPLAY: Record<string, string> = {
  TD: 'table-cell',
  TH: 'table-cell',
  THEAD: 'table-header-group',
  TBODY: 'table-row-group',
  TFOOT: 'table-footer-group',
};

/**
 * happy-dom's computed `display` of an element no style sets (a span, a table cell) is empty,
 * where browsers give its default (`inline` for most). Testing Library reads it to name
 * elements: an empty one counts as a block, so "Step 1 of 11: …" would be named
 * "Step 1 of 11 : …".
 */
function initialDisplayInline(): void {
  const probe = document.createElement('span');
  document.body.append(probe);
  const differs = window.getComputedStyle(probe).display === '';
  probe.remove();
  if (!differs) return;
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) => {
    const style = computed(element, pseudo);
    if (style.display !== '') return style;
    const display = DEFAULT_DISPLAY[element.tagName] ?? 'inline';
    return new Proxy(style, {
      get(target, property) {
        if (property === 'display') return display;
        if (property === 'getPropertyValue') {
          return (name: string) => (name === 'display' ? display : target.getPropertyValue(name));
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  };
}

export function likeABrowser(): void {
  storageMethodsFromPrototype();
  initialDisplayInline();
}
