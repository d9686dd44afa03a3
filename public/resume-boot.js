// Loaded in <head> before the first paint for a browser that has run the survey: the server
// makes it render-blocking for that browser, which has it in its cache (a content-hashed file
// cached for a year), and leaves it out for a newcomer (machines/survey/resume-page.ts). A
// static host that cannot tell them apart serves it `async`: it then nearly always, but not
// surely, runs before the first paint. When this tab holds anything the survey resumes from
// (session storage is not empty, the test of src/app/prerendered-survey.ts), the prerendered
// first question must not show: the attribute hides it (the style beside this script) until
// the app renders the saved step (src/lib/resume-paint.ts).
try {
  // Too late once the app has started (async, from a slow cache): it shows the right step
  // itself, and hiding the page now would hide it for good.
  const html = document.documentElement;
  if (!html.hasAttribute('data-app-started') && window.sessionStorage.length > 0) {
    html.setAttribute('data-resuming-survey', '');
  }
} catch {
  // No session storage: there is nothing to resume, and the first question is the truth.
}
