import { afterEach, beforeEach, vi } from 'vitest';
import { consoleErrors, resetConsoleErrors } from './support/console';

// A console.error (or a React warning) fails the test, unless the test said it expects one.
// Every test runs with this, in Node and in the DOM alike.
beforeEach(() => {
  resetConsoleErrors();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.calls.push(args);
  });
});

afterEach(() => {
  const { calls, allowed } = consoleErrors;
  if (calls.length > 0 && !allowed) {
    throw new Error(
      `Unexpected console.error:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
