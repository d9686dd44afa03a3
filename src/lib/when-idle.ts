/**
 * Runs `callback` in the browser's next idle moment (`latestMs` at the latest; a moment after
 * the next frame where the browser has no idle callbacks, as Safari); returns its cancel.
 */
export function whenIdle(callback: () => void, latestMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: latestMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
