// The last stage of src/app/boot/stages.ts: renders the app, the other stages evaluated.
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouteLoading } from '../components/route-loading';
import { prefetchSurveyChunks } from '../features/survey/prefetch-survey-chunks';
import { surveyPath } from '../config/brand';
import { AppProviders } from './app-providers';
import { canHydratePrerenderedSurvey, PRERENDERED_ATTRIBUTE } from './prerendered-survey';
import { RouteErrorBoundary } from './route-error-boundary';
import { SurveyApp } from './survey-app';

// Every other page comes with the router, in its own chunk.
const RouterApp = lazy(async () => ({ default: (await import('./router-app')).RouterApp }));

/** Renders the app into #root: hydrates the prerendered first step, or renders afresh. */
function start(root: HTMLElement) {
  // At the survey's path (`/`, or a partner's), the same tree as scripts/prerender/render-first-page.tsx renders at build time.
  const app = (
    <StrictMode>
      <AppProviders>
        {window.location.pathname === surveyPath ? (
          <SurveyApp />
        ) : (
          <RouteErrorBoundary>
            <Suspense fallback={<RouteLoading />}>
              <RouterApp />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </AppProviders>
    </StrictMode>
  );

  if (canHydratePrerenderedSurvey(root)) {
    // The question is on screen already; hydrating in a transition lets React yield to the
    // browser every few milliseconds (no long task) and to a person who starts typing.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else if (root.hasAttribute(PRERENDERED_ATTRIBUTE) && window.location.pathname === surveyPath) {
    // A survey resumed at a later step: its step is fetched first, so the prerendered first
    // step gives way to the saved one in one commit, not to an empty step body.
    void prefetchSurveyChunks()
      .catch(() => undefined)
      .then(() => createRoot(root).render(app));
  } else {
    // The survey's markup on another route (a host that answers every path with index.html)
    // goes at once: a blank moment rather than the wrong page.
    if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) root.replaceChildren();
    const reactRoot = createRoot(root);
    // Every other page (the reviewers' above all) renders in a transition, as `/` hydrates:
    // React then yields to the browser every few milliseconds instead of building the whole
    // page in one long task (docs/decisions/2026-11-26-reviewer-pages-load.md).
    startTransition(() => reactRoot.render(app));
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
start(root);
