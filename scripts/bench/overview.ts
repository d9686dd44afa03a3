import type { Browser, Page } from 'playwright-core';
import { PROBE_SCRIPT } from './page-probe';
import { NONE, throttle, type Throttling } from './throttle';

declare global {
  interface Window {
    __firstKeyAt: number;
  }
}

export interface OverviewRun {
  /** From `localStorage.getItem('cases')` returning to the table shown and the page idle. */
  interactiveAfterRead: number;
  /** From the first key down to the ninth character shown and the filtered table painted. */
  typeNine: number;
  /** What the search box held afterwards (a box that drops keystrokes keeps less). */
  kept: string;
}

const FIRST = ['Emily', 'John', 'Sarah', 'Michael', 'David', 'Jessica', 'Robert', 'Ashley'];
const LAST = ['Davis', 'Smith', 'Johnson', 'Brown', 'Wilson', 'Martinez', 'Anderson', 'Taylor'];
const STATUSES = ['Open', 'Completed', 'Denied'] as const;
export const SEARCH = 'emily dav';

/** `count` valid stored cases, as the repository writes them. */
function generateCases(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString().slice(0, 10);
    return {
      id: index + 1,
      name: `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]} ${index + 1}`,
      status: STATUSES[index % STATUSES.length],
      dateSubmitted: day,
    };
  });
}

/**
 * In the page: the time of the first frame after the table shows `text` and its first row and
 * the main thread is free again (a posted task runs). Self-contained: its source is sent.
 */
function watchInteractive(text: string): Promise<number> {
  return new Promise<number>((done) => {
    const shown = () =>
      (document.body?.textContent ?? '').includes(text) &&
      document.querySelector('th[scope="row"]') !== null;
    const idleFrame = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => requestAnimationFrame(() => done(performance.now()));
      channel.port2.postMessage(null);
    };
    if (shown()) return idleFrame();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      idleFrame();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * `watchInteractive` for `count` cases. The table is watched from inside the page as it
 * changes: Playwright's own waiting asks from Node at growing intervals, 500 ms apart after
 * the first 300 ms, and the figure took in however long the shown table waited for the next
 * ask. (The script runner names functions with a `__name` helper only Node has.)
 */
function interactiveFrame(page: Page, count: number): Promise<number> {
  const watching = page.evaluate<number>(
    `const __name = (target) => target; (${watchInteractive.toString()})(${JSON.stringify(`Showing ${count} cases`)})`,
  );
  const timeout = new Promise<never>((_, fail) =>
    setTimeout(() => fail(new Error(`The overview never showed ${count} cases.`)), 180_000).unref(),
  );
  return Promise.race([watching, timeout]);
}

/** The time of the first frame after the main thread is free again (a posted task runs). */
function idleFrame(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => requestAnimationFrame(() => done(performance.now()));
        channel.port2.postMessage(null);
      }),
  );
}

/** A reviewer opens the overview with `count` stored cases and types 9 characters. */
export async function measureOverview(
  browser: Browser,
  origin: string,
  count: number,
  throttling: Throttling = NONE,
): Promise<OverviewRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: PROBE_SCRIPT });
    const page = await context.newPage();
    page.setDefaultTimeout(180_000);
    // Store the cases from a page of the same origin that does not read them.
    await page.goto(`${origin}/favicon.svg`);
    const cases = JSON.stringify(generateCases(count));
    await page.evaluate((value) => window.localStorage.setItem('cases', value), cases);
    await throttle(page, throttling);

    await page.goto(`${origin}/case-overview`);
    const idleAt = await interactiveFrame(page, count);
    await page.getByText(`Showing ${count} cases`, { exact: true }).waitFor();
    await page.getByRole('rowheader').first().waitFor();
    const readAt = await page.evaluate(() => window.__probe.casesReadAt ?? Number.NaN);

    const search = page.getByRole('searchbox', { name: /search/i });
    await search.focus();
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      window.__firstKeyAt = Number.NaN;
      window.addEventListener('keydown', (event) => (window.__firstKeyAt = event.timeStamp), {
        once: true,
        capture: true,
      });
    });
    await page.keyboard.type(SEARCH);
    // Until the box holds the text, or (a box that drops keys) it stops changing.
    await page.waitForFunction(
      ({ text, all }) => {
        const box = document.activeElement as HTMLInputElement | null;
        const state = window as unknown as { __lastValue?: string; __stableSince?: number };
        const value = box?.value ?? '';
        if (value !== state.__lastValue) {
          state.__lastValue = value;
          state.__stableSince = performance.now();
        }
        const filtered = !document.body.textContent?.includes(`Showing ${all} cases`);
        if (value === text && filtered) return true;
        return performance.now() - (state.__stableSince ?? 0) > 2000;
      },
      { text: SEARCH, all: count },
      { polling: 50 },
    );
    const typedAt = await idleFrame(page);
    const keyAt = await page.evaluate(() => window.__firstKeyAt);
    const kept = await search.inputValue();
    return {
      interactiveAfterRead: idleAt - readAt,
      typeNine: kept === SEARCH ? typedAt - keyAt : Number.NaN,
      kept,
    };
  } finally {
    await context.close();
  }
}
