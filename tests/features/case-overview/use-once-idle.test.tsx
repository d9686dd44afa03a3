import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnceIdle } from '../../../src/features/case-overview/use-once-idle';

describe('useOnceIdle (the overview’s overscan follows once the browser is idle)', () => {
  it('gives the first value until the browser is idle, then the later one', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      const { result, rerender } = renderHook(() => useOnceIdle(0, 8));
      rerender();
      expect(result.current).toBe(0);
      expect(idle).toHaveLength(1);
      act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 10 }));
      expect(result.current).toBe(8);
      // Once idle, it stays so: no further wait is asked for.
      rerender();
      expect(idle).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('calls the wait off when it is unmounted before the browser is idle', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    try {
      renderHook(() => useOnceIdle(0, 8)).unmount();
      expect(cancel).toHaveBeenCalledWith(7);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('waits a moment instead where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    try {
      const { result } = renderHook(() => useOnceIdle('first', 'later'));
      expect(result.current).toBe('first');
      act(() => vi.advanceTimersByTime(250));
      expect(result.current).toBe('later');
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
