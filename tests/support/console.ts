/** What console.error received during the current test (see tests/setup.ts). */
export const consoleErrors: { calls: unknown[][]; allowed: boolean } = {
  calls: [],
  allowed: false,
};

export function resetConsoleErrors() {
  consoleErrors.calls = [];
  consoleErrors.allowed = false;
}

/** For a test that expects the app to log an error (404, corrupt storage): returns the calls. */
export function allowConsoleErrors(): unknown[][] {
  consoleErrors.allowed = true;
  return consoleErrors.calls;
}
