import '@testing-library/jest-dom/vitest';
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetNavigations } from '../src/lib/route-focus';
import { consoleErrors, resetConsoleErrors } from './support/console';

// On a busy 2-core machine a lazily loaded page can take seconds to appear: every findBy and
// waitFor waits up to 15 s (it returns as soon as the expectation holds), never the default 1 s.
configure({ asyncUtilTimeout: 15_000 });

// A console.error or React warning fails the test, unless the test said it expects one.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetConsoleErrors();
  forgetNavigations();
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
