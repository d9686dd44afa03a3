// The entry: React DOM in a module graph of its own, then the app in stages. React DOM's start
// is the first page's largest single piece of work, and slower when evaluated inside the app's
// graph, so it runs here, in a task of its own, and the app's chunks (preloaded by the HTML)
// follow, a task each (docs/decisions/2026-11-24-first-page-in-stages.md).
import 'react-dom/client';
import { showLoadFailure } from './app/boot/load-failure';
import { startAppInStages } from './app/boot/stages';
import { markAppStarted, revealOnFirstCommit } from './lib/resume-paint';

markAppStarted();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// A tab resuming a survey hid the first question before the first paint
// (public/resume-boot.js): the page shows again with the app's first commit.
revealOnFirstCommit(root);

startAppInStages().catch(() => {
  // A chunk could not come (the connection dropped): say so rather than leave a page whose
  // Continue does nothing.
  showLoadFailure(root);
});
