import '@testing-library/jest-dom/vitest';
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { prefetchSurveyChunks } from '../src/features/survey/prefetch-survey-chunks';
import { preloadDecisionDialogs } from '../src/features/case-review/case-review';
import { HEALTHY, storageHealth } from '../src/storage/storage-health';
import { forgetNavigations } from '../src/lib/route-focus';
import { likeABrowser } from './support/browser-likeness';

// On a busy 2-core machine a lazily loaded page can take many seconds to appear (15 s were
// seen to run out under a load of 20): every findBy and waitFor waits up to 60 s. It returns
// as soon as the expectation holds, so a passing test waits no longer for it.
configure({ asyncUtilTimeout: 60_000 });

likeABrowser();

// The app reads its mode once, and a worker's files share the app's modules: a file of the
// browser-mode project that put the server's tag on the page would switch every file after it.
beforeAll(() => {
  // eslint-disable-next-line testing-library/no-node-access -- the page's head, not the screen
  const serverTag = document.head.querySelector('meta[name="case-store"][content="server"]');
  const file = expect.getState().testPath ?? '';
  if (serverTag && !file.endsWith('.server-mode.test.tsx'))
    throw new Error(`${file}: screen tests of server mode are named *.server-mode.test.tsx`);
});

// The app fetches the later survey steps while the name is typed; tests start with them in,
// as a person who typed a name would (a step not yet loaded is covered in step-bodies.test).
beforeAll(() => prefetchSurveyChunks(), 60_000);
// The review page fetches its Approve and Deny dialogs once the case is on screen; tests start
// with them in, as a reviewer who has read the case would.
beforeAll(async () => {
  // Awaited, not returned: Vitest would take the component it resolves to for a teardown.
  await preloadDecisionDialogs();
}, 60_000);

beforeEach(() => {
  // A new page's title, not the one the last test's page left.
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  // What the last test's reads found wrong must not show on the next test's pages.
  storageHealth.set(HEALTHY);
  forgetNavigations();
});

// Registered after the console check's own afterEach, so it runs first: what unmounting logs
// is counted too.
afterEach(() => {
  cleanup();
});
