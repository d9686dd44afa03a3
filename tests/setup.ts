import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { prefetchSurveyChunks } from '../src/features/survey/prefetch-survey-chunks';
import { consoleErrors, resetConsoleErrors } from './support/console';

// The app fetches the later survey steps while the name is typed; tests start with them in,
// as a person who typed a name would (a step not yet loaded is covered in step-bodies.test).
beforeAll(() => prefetchSurveyChunks(), 60_000);

// A console.error or React warning fails the test, unless the test said it expects one.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
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
