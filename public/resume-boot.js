// Runs before the first paint (a classic script in <head>; it imports nothing): when this tab
// holds a survey in progress or its thank-you, the prerendered first question must not show.
// The attribute hides it (see the style next to this script) until the app renders the saved
// step. The key is the survey snapshot store's (src/storage/survey-snapshot-store.ts).
try {
  if (window.sessionStorage.getItem('survey.snapshot') !== null) {
    document.documentElement.setAttribute('data-resuming-survey', '');
  }
} catch {
  // No session storage: there is nothing to resume, and the first question is the truth.
}
