import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';
import { whenIdle } from './when-idle';

/**
 * False until the page has painted and the browser has an idle moment: what can wait for it
 * (a dialog's chunk, a button of server mode's) stays off the page's first load, which then
 * asks for less before it shows, and comes right after.
 */
export function useIdleAfterPaint(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const cancelPaint = afterNextPaint(() => {
      cancelIdle = whenIdle(() => setIdle(true));
    });
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, []);
  return idle;
}
