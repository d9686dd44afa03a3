/**
 * Tells a page whether the person arrived at it by moving inside the app (a link, a redirect,
 * Back or Forward) rather than by opening the document. Only then does focus move to the new
 * page's heading: on the very first load the browser and screen reader start at the top.
 *
 * React Router keeps a key per history entry in `history.state`; the entry the document was
 * opened at keeps its key across reloads ("default" before the app ever navigated). This
 * module must be evaluated at start-up (the eagerly loaded 404 page imports it), so the key it
 * reads is the opening one.
 */
const openingKey = readHistoryKey();
let navigated = false;

function readHistoryKey(): string {
  if (typeof window === 'undefined') return 'default';
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null ? Reflect.get(state, 'key') : undefined;
  return typeof key === 'string' ? key : 'default';
}

/** True when the page at `locationKey` was reached by a navigation inside the app. */
export function arrivedByNavigation(locationKey: string): boolean {
  // Once the app has navigated, every later page (even Back to the first one) was navigated to.
  if (locationKey !== openingKey) navigated = true;
  return navigated;
}

/** Tests render a fresh app many times in one document: each render is a first load again. */
export function forgetNavigations(): void {
  navigated = false;
}
