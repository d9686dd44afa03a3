import { RESUMING_ATTRIBUTE } from '../../lib/resume-paint';

const LOAD_FAILURE_MESSAGE =
  'This page could not load completely. Check your connection, then reload the page.';

/**
 * Without React or MUI (their chunk is what failed): an alert above the page, and the page
 * shown again if a resuming tab had hidden it. Nothing the person typed is touched.
 */
export function showLoadFailure(root: Element, html: Element = document.documentElement): void {
  html.removeAttribute(RESUMING_ATTRIBUTE);
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = LOAD_FAILURE_MESSAGE;
  alert.style.cssText =
    'margin:0;padding:12px 16px;background:#fdecea;color:#5f2120;font-weight:600;text-align:center';
  root.before(alert);
}
