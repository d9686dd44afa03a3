/** The part of `document` polling needs; tests hand in their own. */
export type VisibilitySource = Pick<
  Document,
  'visibilityState' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Calls `onChange` every `intervalMs` while the page is visible, and once at once when it
 * becomes visible again: a hidden tab costs the server nothing, a returning one is fresh.
 * Returns the stop function.
 */
export function followWhileVisible(
  onChange: () => void,
  intervalMs: number,
  visibility: VisibilitySource | undefined = typeof document === 'undefined' ? undefined : document,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    timer ??= setInterval(onChange, intervalMs);
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibilityChange = () => {
    if (visibility?.visibilityState === 'hidden') {
      stop();
    } else if (timer === undefined) {
      onChange();
      start();
    }
  };
  if (visibility?.visibilityState !== 'hidden') start();
  visibility?.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    stop();
    visibility?.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
