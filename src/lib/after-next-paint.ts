/**
 * Runs `callback` once the next frame has been painted: work the person does not see (a
 * history entry, the tab's title, moving the focus) then waits behind what they do see (the
 * next step). A hidden tab paints no frames, so it runs after 100 ms at the latest. Returns a
 * way to call it off, for an effect cleaned up before that paint.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
  return () => {
    done = true;
  };
}
