/**
 * Which `/` a browser gets: the contract between the app (which marks a browser that has run
 * the survey), the build (which marks the boot script in index.html) and every server of the
 * build (the production server, `vite preview`, the bench's host).
 *
 * Whether this tab holds a survey is in its session storage, which only a script can read,
 * and the first paint must not show the prerendered first question to a tab that does. A
 * render-blocking script would cost a newcomer a round trip before the first paint; a browser
 * that has run the survey has the script in its cache, so only such a browser gets it
 * render-blocking, and a newcomer gets no script at all
 * (docs/decisions/2026-11-24-resume-first-paint.md).
 */

/** Set by the app when it keeps a survey for resume; holds no answer, only "1". */
export const RESUMABLE_COOKIE = 'lmn-resumable';

/** The attribute that marks the resume boot script in the built index.html. */
export const RESUME_BOOT_ATTRIBUTE = 'data-resume-boot';

/** Whether a request's `Cookie` header carries the marker (any other cookie is ignored). */
export function hasResumableMarker(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trim() === `${RESUMABLE_COOKIE}=1`);
}

const BOOT_SCRIPT = new RegExp(`<script async ${RESUME_BOOT_ATTRIBUTE} src="[^"]+"></script>\\s*`);

/**
 * The built index.html as one visitor gets it: a browser that has run the survey gets the
 * boot script render-blocking (it runs before the first paint, from the cache), a newcomer
 * without it. A page without the script (an older build) is served as it is.
 */
export function pageForVisitor(indexHtml: string, returning: boolean): string {
  return indexHtml.replace(BOOT_SCRIPT, (tag) =>
    returning ? tag.replace('<script async ', '<script ') : '',
  );
}
