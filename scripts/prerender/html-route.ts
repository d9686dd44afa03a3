/**
 * Which built HTML file answers a navigation. `index.html` carries the survey's first step
 * prerendered, so only `/` may get it; every other route gets `app.html`, the same shell
 * without that markup, so a deep link to /case-overview never paints the survey first.
 * A host whose fallback can only be one file should point it at `app.html`.
 */
export const PRERENDERED_HTML = 'index.html';
export const SHELL_HTML = 'app.html';

export function htmlFileFor(pathname: string, exists: (file: string) => boolean): string {
  if (pathname === '/' || pathname === `/${PRERENDERED_HTML}`) return PRERENDERED_HTML;
  return exists(SHELL_HTML) ? SHELL_HTML : PRERENDERED_HTML;
}
