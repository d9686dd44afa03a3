import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { HEALTHY, storageHealth } from '../src/storage/storage-health';
import { consoleErrors, resetConsoleErrors } from './support/console';

// A console.error or React warning fails the test, unless the test said it expects one.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // What the last test's reads found wrong must not show on the next test's pages.
  storageHealth.set(HEALTHY);
  resetConsoleErrors();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.calls.push(args);
  });
});

afterEach(() => {
  cleanup();
  const { calls, allowed } = consoleErrors;
  if (calls.length > 0 && !allowed) {
    throw new Error(
      `Unexpected console.error:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
