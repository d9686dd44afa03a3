import { RESUMABLE_COOKIE } from '../../machines/survey/resume-page';

/**
 * Tells the server, with the next request for `/`, that this browser has run the survey, so
 * that page's boot script may block the first paint (it is in this browser's cache by then)
 * and hide the prerendered first question from a tab resuming a survey
 * (machines/survey/resume-page.ts). A session cookie holding "1": no answer, no identifier.
 */
export function markBrowserResumable(doc: Document = document): void {
  // Once a page: writing a cookie is a round trip to the browser's network service, and the
  // survey saves on every step change.
  if (markedDocuments.has(doc)) return;
  markedDocuments.add(doc);
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = `${RESUMABLE_COOKIE}=1; Path=/; SameSite=Strict${secure}`;
  } catch {
    // Cookies refused (a sandboxed frame): the page falls back to the async boot script.
  }
}

const markedDocuments = new WeakSet<Document>();
