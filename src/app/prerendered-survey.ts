import { surveyPath } from '../config/brand';

/**
 * `index.html` carries the survey's first step rendered at build time (scripts/prerender),
 * marked by this attribute on #root. It may be hydrated only where the first client render
 * is exactly that markup: a fresh survey at `/`.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

interface Place {
  pathname: string;
  search: string;
}

/** Whether this session has anything stored that the survey would resume from. */
function hasSessionState(session: () => Storage): boolean {
  try {
    return session().length > 0;
  } catch {
    return false; // No session storage: nothing can be resumed.
  }
}

/**
 * True when the app may hydrate #root: it holds the prerendered first step, the address is
 * `/`, no inspector panel is asked for (`?inspect` adds markup the build did not render) and
 * no saved survey (a snapshot, a draft, a thank-you record, all in session storage) would
 * open it anywhere but on a blank first step. Otherwise the app renders afresh (createRoot),
 * which replaces the prerendered markup in one commit, so nothing mismatches.
 */
export function canHydratePrerenderedSurvey(
  root: Element,
  place: Place = window.location,
  session: () => Storage = () => window.sessionStorage,
): boolean {
  return (
    root.hasAttribute(PRERENDERED_ATTRIBUTE) &&
    place.pathname === surveyPath &&
    !new URLSearchParams(place.search).has('inspect') &&
    !hasSessionState(session)
  );
}
