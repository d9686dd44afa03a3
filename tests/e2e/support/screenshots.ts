import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './paths';

/** Saves `test-results/screenshots/<name>-<width>x<height>.png` of the whole page. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  const suffix = size ? `-${size.width}x${size.height}` : '';
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${name}${suffix}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // A long page (the five machines' diagrams) takes a while to capture on a busy machine.
    timeout: 30_000,
  });
}
