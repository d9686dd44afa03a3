import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The production build the e2e run serves (kept apart from `dist/`). */
export const E2E_DIST_DIR = resolve(ROOT, 'test-results/e2e-dist');

/** Screenshots of every screen at both sizes. */
export const SCREENSHOT_DIR = resolve(ROOT, 'test-results/screenshots');
