import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** What counts as the reviewer's real use of the page; scrolling and mere pointer moves do not. */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * Calls `onActivity` (a stable callback) on every key, click or tap and every navigation.
 * It is cheap: the idle machine decides how often the server hears of it.
 */
export function useReviewerActivity(onActivity: () => void): void {
  const { key } = useLocation();
  const firstLocation = useRef(key);

  useEffect(() => {
    const listener = () => onActivity();
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, listener, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, listener, true);
    };
  }, [onActivity]);

  useEffect(() => {
    // The page's first location was already counted when the watch started.
    if (key !== firstLocation.current) onActivity();
  }, [key, onActivity]);
}
