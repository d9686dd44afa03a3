import { canHydratePrerenderedSurvey, PRERENDERED_ATTRIBUTE } from './app/prerendered-survey';
import { revealOnFirstCommit } from './lib/resume-paint';
import { yieldToBrowser } from './lib/yield-to-browser';

/**
 * The entry evaluates almost nothing itself: the app's JavaScript comes in six stages (React
 * DOM; Emotion; MUI's styling engine; the theme; XState and the survey machine; the page's components), each its own
 * chunk evaluated in its own task, with the browser free to paint and answer input between
 * them. One module graph evaluated at once was a single task of about 250 ms on a phone four
 * times slower than a laptop. The HTML preloads every stage's chunks (scripts/prerender), so
 * the stages wait for no network between them.
 */
async function start(root: HTMLElement) {
  const { createRoot, hydrateRoot, startTransition } = await import('./app/boot/dom-stage');
  await yieldToBrowser();
  await import('./app/boot/emotion-stage');
  await yieldToBrowser();
  await import('./app/boot/style-stage');
  await yieldToBrowser();
  await import('./app/boot/theme-stage');
  await yieldToBrowser();
  await import('./app/boot/machine-stage');
  await yieldToBrowser();
  const { appTree, prefetchSurveyChunks } = await import('./app/boot/app-stage');
  await yieldToBrowser();
  const pathname = window.location.pathname;
  const app = appTree(pathname);

  if (canHydratePrerenderedSurvey(root)) {
    // The question is on screen already; hydrating in a transition lets React yield to the
    // browser every few milliseconds (no long task) and to a person who starts typing.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else if (root.hasAttribute(PRERENDERED_ATTRIBUTE) && pathname === '/') {
    // Hidden before the first paint (public/resume-boot.js) until the saved step is committed.
    revealOnFirstCommit(root);
    // A survey resumed at a later step: its step is fetched first, so the prerendered first
    // step gives way to the saved one in one commit, not to an empty step body.
    await prefetchSurveyChunks().catch(() => undefined);
    createRoot(root).render(app);
  } else {
    // The survey's markup on another route (a host that answers every path with index.html)
    // goes at once: a blank moment rather than the wrong page.
    if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) root.replaceChildren();
    revealOnFirstCommit(root);
    createRoot(root).render(app);
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void start(root);
