import type { CdpBrowser, CdpPage } from './cdp-browser';
import {
  interactionLatency,
  longestTask,
  PROBE_SCRIPT,
  totalBlockingTime,
  type ProbeData,
} from './page-probe';
import { applyThrottling, MOBILE } from './throttle';

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

export interface FirstPageOptions {
  /**
   * Switch the inspector's `Runtime` domain on, as Playwright always does: every Error a script
   * creates then costs a detailed stack trace (see cdp-browser.ts). Off by default, as in a
   * person's browser; on, to compare with figures measured that way.
   */
  runtimeDomain?: boolean;
}

const NEXT_TITLE = 'How old are you?';
const NAME = 'Ada Lovelace';
const ENABLED_CONTINUE = `[...document.querySelectorAll('button')].find((button) =>
  button.textContent === 'Continue' && !button.disabled && button.getAttribute('aria-disabled') !== 'true')`;

const readProbe = (page: CdpPage) => page.evaluate<ProbeData>('window.__probe');

/** Resolves once the page has made no request for `quietMs` (the late chunks included). */
async function networkQuiet(page: CdpPage, quietMs = 1000): Promise<void> {
  let last = Date.now();
  const touch = () => (last = Date.now());
  const stops = [
    'Network.requestWillBeSent',
    'Network.loadingFinished',
    'Network.loadingFailed',
  ].map((event) => page.on(event, touch));
  while (Date.now() - last < quietMs) await new Promise((done) => setTimeout(done, 100));
  stops.forEach((stop) => stop());
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * One patient's first visit on a throttled phone: load `url`, let it settle, read the paint
 * metrics, type a name and time Continue until the next question's title is painted.
 */
export async function measureFirstPage(
  browser: CdpBrowser,
  url: string,
  { runtimeDomain = false }: FirstPageOptions = {},
): Promise<FirstPageRun> {
  const page = await browser.newPage();
  try {
    await page.send('Page.enable');
    if (runtimeDomain) await page.send('Runtime.enable');
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: PROBE_SCRIPT });
    await applyThrottling(page, MOBILE);
    await page.goto(url);
    await networkQuiet(page);
    await pause(500);
    const loaded = await readProbe(page);

    // As a person who taps the box and types (the input event a paste or an IME gives).
    await page.evaluate(`document.querySelector('input').focus()`);
    await page.send('Input.insertText', { text: NAME });
    await page.waitFor(`Boolean(${ENABLED_CONTINUE})`);
    // Whatever the app fetches in the background while the name is typed has had its time.
    await networkQuiet(page, 500);
    await page.click(ENABLED_CONTINUE);
    const paintedAt = await page.waitFor<number>(
      `window.__probe.titles.find((entry) => entry.text.includes(${JSON.stringify(NEXT_TITLE)}))?.renderTime`,
    );
    // Event Timing reports an interaction after its frame is painted, a moment later.
    await pause(300);
    const after = await readProbe(page);
    const clickedAt = after.clicks.at(-1) ?? Number.NaN;
    return {
      fcp: loaded.fcp ?? Number.NaN,
      lcp: loaded.lcp ?? Number.NaN,
      tbt: totalBlockingTime(loaded),
      longestTask: longestTask(loaded),
      cls: loaded.cls,
      stepChange: paintedAt - clickedAt,
      inp: interactionLatency(after, clickedAt),
    };
  } finally {
    await page.close();
  }
}
