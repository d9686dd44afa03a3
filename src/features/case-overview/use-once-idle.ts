import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';

/** The latest the later value waits for an idle moment. */
const IDLE_AT_THE_LATEST_MS = 1000;

/**
 * `first` until the browser has had an idle moment since the component mounted, then `later`,
 * rendered in a transition: work the first frame does not need waits until that frame is
 * painted and nothing the person does is left to answer.
 */
export function useOnceIdle<T>(first: T, later: T): T {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    return whenIdle(() => startTransition(() => setIdle(true)), IDLE_AT_THE_LATEST_MS);
  }, [idle]);
  return idle ? later : first;
}
