/**
 * Set on <html> by public/resume-boot.js before the first paint when this tab holds a saved
 * survey: the prerendered first question is then hidden (scripts/prerender/inject.ts).
 */
export const RESUMING_ATTRIBUTE = 'data-resuming-survey';
/** Set by the app as it starts: a boot script that runs later must not hide anything. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * Called first thing as the app starts, before it renders or saves anything: from then on the
 * boot script, should it come that late (async, on a static host), leaves the page as it is,
 * rather than read the survey the app has just saved as one to resume and hide it for good.
 */
export function markAppStarted(html: Element = document.documentElement) {
  html.setAttribute(APP_STARTED_ATTRIBUTE, '');
}

/**
 * Shows the page again in the same frame as the app's first commit into `root`: a mutation
 * observer's callback runs right after that commit, before the browser paints it, so neither
 * the prerendered first question nor an empty step is ever on screen.
 */
export function revealOnFirstCommit(root: Element, html: Element = document.documentElement) {
  if (!html.hasAttribute(RESUMING_ATTRIBUTE)) return;
  const observer = new MutationObserver(() => {
    observer.disconnect();
    html.removeAttribute(RESUMING_ATTRIBUTE);
  });
  observer.observe(root, { childList: true });
}
