import { yieldToBrowser } from '../../lib/yield-to-browser';

/**
 * The app after React DOM, in the order it evaluates: each stage is a chunk of its own
 * (scripts/build/app-stages.ts, same order), preloaded by the HTML, and each evaluates in a
 * task of its own, so no task while `/` loads runs long enough to hold up a tap or a key
 * (docs/decisions/2026-11-24-first-page-long-tasks.md). The last one starts the app.
 */
const APP_STAGE_LOADERS: readonly (() => Promise<unknown>)[] = [
  () => import('./styles'),
  () => import('./components'),
  () => import('../start-app'),
];

/** Loads and evaluates the stages in order, yielding to the browser between them. */
export async function startAppInStages(stages = APP_STAGE_LOADERS): Promise<void> {
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await yieldToBrowser();
    await stage();
  }
}
