import { useEffect, useRef } from 'react';

/** A ref whose element takes the focus when it appears and whenever `content` changes. */
export function useFocusWhenShown<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), [content]);
  return ref;
}
