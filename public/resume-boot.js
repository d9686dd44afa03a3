// Loaded with `async` in <head>: it never delays a newcomer's first paint. A tab that reloads
// or opens `/` again runs it from the cache (a content-hashed file cached for a year) before
// the browser paints: when the tab holds anything the survey resumes from (session storage is
// not empty, the test of src/app/prerendered-survey.ts), the prerendered first question must
// not show. The attribute hides it (the style beside this script) until the app renders the
// saved step (src/lib/resume-paint.ts).
try {
  // Too late once the app has started (a slow cache): it shows the right step itself, and
  // hiding the page now would hide it for good.
  const html = document.documentElement;
  if (!html.hasAttribute('data-app-started') && window.sessionStorage.length > 0) {
    html.setAttribute('data-resuming-survey', '');
  }
} catch {
  // No session storage: there is nothing to resume, and the first question is the truth.
}
