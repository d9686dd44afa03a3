import type { Browser, Page } from 'playwright-core';
import {
  interactionLatency,
  longestTask,
  PROBE_SCRIPT,
  totalBlockingTime,
  type ProbeData,
} from './page-probe';
import { MOBILE, throttle } from './throttle';

export interface FirstPageRun {
  fcp: number;
  lcp: number;
  tbt: number;
  /** The longest task from navigation until the page has loaded and settled. */
  longestTask: number;
  cls: number;
  /** Click on an enabled Continue to the next title painted. */
  stepChange: number;
  /** That click's interaction latency as Chromium's INP counts it (Event Timing). */
  inp: number;
}

const NEXT_TITLE = 'How old are you?';
const readProbe = (page: Page) => page.evaluate(() => window.__probe);

/** Resolves once the page has made no request for `quietMs` (the late chunks included). */
async function networkQuiet(page: Page, quietMs = 1000): Promise<void> {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  while (Date.now() - last < quietMs) await page.waitForTimeout(100);
  page.off('request', touch);
  page.off('requestfinished', touch);
  page.off('requestfailed', touch);
}

/**
 * One patient's first visit on a throttled phone: load `url`, let it settle, read the paint
 * metrics, type a name and time Continue until the next question's title is painted.
 */
export async function measureFirstPage(browser: Browser, url: string): Promise<FirstPageRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addInitScript({ content: PROBE_SCRIPT });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await throttle(page, MOBILE);
    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(page);
    await page.waitForTimeout(500);
    const loaded: ProbeData = await readProbe(page);

    await page.locator('input').first().fill('Ada Lovelace');
    const enabledContinue = page.locator('button:not([disabled]):not([aria-disabled="true"])', {
      hasText: /^Continue$/,
    });
    await enabledContinue.waitFor();
    // Whatever the app fetches in the background while the name is typed has had its time.
    await networkQuiet(page, 500);
    await enabledContinue.click();
    await page.getByRole('heading', { level: 1, name: NEXT_TITLE, exact: false }).waitFor();
    const painted = await page.waitForFunction(
      (title) => window.__probe.titles.find((entry) => entry.text.includes(title))?.renderTime,
      NEXT_TITLE,
    );
    // Event Timing reports an interaction after its frame is painted, a moment later.
    await page.waitForTimeout(300);
    const after = await readProbe(page);
    const clickedAt = after.clicks.at(-1) ?? Number.NaN;
    return {
      fcp: loaded.fcp ?? Number.NaN,
      lcp: loaded.lcp ?? Number.NaN,
      tbt: totalBlockingTime(loaded),
      longestTask: longestTask(loaded),
      cls: loaded.cls,
      stepChange: ((await painted.jsonValue()) as number) - clickedAt,
      inp: interactionLatency(after, clickedAt),
    };
  } finally {
    await context.close();
  }
}
