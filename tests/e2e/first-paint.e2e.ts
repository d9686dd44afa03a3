import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/fixtures';
import {
  advanceTo,
  answerStep,
  continueButton,
  expectStep,
  samplePatient,
  stepHeading,
  titleOf,
  type SurveyStepId,
} from './support/survey';

const FIRST_TITLE = titleOf('name');
/** Visits of a returning tab per test: reloads and `/` opened again, alternately. */
const VISITS = 10;

interface Frames {
  /** Frames sampled (one per requestAnimationFrame) until the sampler was read. */
  frames: number;
  /** Frames in which the first question's title was rendered visibly. */
  firstTitleFrames: number;
  /** Frames in which a visible text box (something that invites typing) was on screen. */
  textBoxFrames: number;
  /** Every h1 the browser painted (Element Timing), in paint order. */
  paintedTitles: string[];
}

/**
 * Runs before the page's own scripts: samples every frame for a visible first question or text
 * box, and marks every h1 for Element Timing as it is parsed or inserted, so the browser
 * reports each title it actually paints.
 */
function sampleFrames(firstTitle: string) {
  const seen: Frames = { frames: 0, firstTitleFrames: 0, textBoxFrames: 0, paintedTitles: [] };
  (window as unknown as { __frames: Frames }).__frames = seen;
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const sample = () => {
    seen.frames += 1;
    const titles = [...document.querySelectorAll('h1')];
    if (titles.some((h1) => h1.textContent?.includes(firstTitle) && visible(h1))) {
      seen.firstTitleFrames += 1;
    }
    if ([...document.querySelectorAll('input[type="text"]')].some(visible)) {
      seen.textBoxFrames += 1;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  new MutationObserver(() => {
    document.querySelectorAll('h1:not([elementtiming])').forEach((h1) => {
      h1.setAttribute('elementtiming', 'title');
    });
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      seen.paintedTitles.push(entry.element?.textContent ?? '');
    }
  }).observe({ type: 'element', buffered: true });
}

const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: Frames }).__frames);

/** The app has committed its first render: it saves the new survey for resume at once. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => window.sessionStorage.getItem('survey.snapshot') !== null);

/**
 * A phone four times slower than this machine, as the measurements were taken, on a
 * network with a mobile round trip: a file fetched (or revalidated) before the first paint
 * would show here, as it would for a person.
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** Pages that sample every frame and run slowed, from their next load on. */
const sampled = new WeakSet<Page>();

async function reloadAndSample(
  page: Page,
  step: SurveyStepId,
  open: (page: Page) => Promise<unknown> = (current) => current.reload(),
): Promise<Frames> {
  if (!sampled.has(page)) {
    sampled.add(page);
    await page.addInitScript({
      content: `(${sampleFrames.toString()})(${JSON.stringify(FIRST_TITLE)});`,
    });
    await slowPhone(page);
  }
  await open(page);
  await stepHeading(page, step).waitFor();
  // Element Timing hands its entries to the observer in a task after the paint, which a slowed
  // page under load can run after the heading is already found: wait for the step's own entry.
  await page.waitForFunction(
    (title) =>
      (window as unknown as { __frames: Frames }).__frames.paintedTitles.some((painted) =>
        painted.includes(title),
      ),
    titleOf(step),
    { timeout: 30_000 },
  );
  // A few frames after the step, so a late flash of the first question would be caught too.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return frames(page);
}

/** Whether a visit showed the first question, or a box to type in, in any frame. */
const flashed = (seen: Frames) =>
  seen.firstTitleFrames > 0 ||
  seen.textBoxFrames > 0 ||
  seen.paintedTitles.some((title) => title.includes(FIRST_TITLE));

/** The page's resume boot script: absent, or loaded async / render-blocking. */
const bootScript = (page: Page) =>
  page.evaluate(() => {
    const script = document.querySelector('script[data-resume-boot]');
    if (!script) return 'none';
    return script.hasAttribute('async') ? 'async' : 'blocking';
  });

describe('the first paint tells the truth', () => {
  test('reloads and returns at step 5 on a slow phone never paint the first question', async ({
    page,
  }) => {
    const answers = samplePatient('Paula Paint');
    await advanceTo(page, 'medical-conditions', answers);

    for (let visit = 0; visit < VISITS; visit += 1) {
      const seen = await reloadAndSample(page, 'medical-conditions', (current) =>
        visit % 2 === 0 ? current.reload() : current.goto('/'),
      );
      expect(seen.frames).toBeGreaterThan(0);
      expect(flashed(seen), `visit ${visit + 1} showed the first question`).toBe(false);
      // This browser has run the survey: its page checks the tab before the first paint.
      expect(await bootScript(page)).toBe('blocking');
    }
    // The step works: the answers are there and Continue moves on.
    await answerStep(page, 'medical-conditions', answers);
    await continueButton(page).click();
    await expectStep(page, 'chronic-pain');
  });

  test('reloads of the thank-you never paint the first question', async ({ page }) => {
    const answers = samplePatient('Tom Thanks');
    await advanceTo(page, 'attestation', answers);
    await continueButton(page).click();
    await stepHeading(page, 'thank-you').waitFor();

    for (let visit = 0; visit < VISITS / 2; visit += 1) {
      const seen = await reloadAndSample(page, 'thank-you');
      expect(flashed(seen), `visit ${visit + 1} showed the first question`).toBe(false);
    }
  });

  test('a newcomer sees the first question at once, with no script before it', async ({ page }) => {
    await page.addInitScript({
      content: `(${sampleFrames.toString()})(${JSON.stringify(FIRST_TITLE)});`,
    });
    await slowPhone(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('textbox', { name: FIRST_TITLE }).fill('Nora Newcomer');
    await expect.poll(() => continueButton(page).isEnabled(), { timeout: 30_000 }).toBe(true);
    const seen = await frames(page);
    // The prerendered title is the first one painted, and no other came before it.
    expect(seen.paintedTitles[0]).toContain(FIRST_TITLE);
    expect(await bootScript(page)).toBe('none');
  });

  test('a new tab of a browser that has run the survey shows the first question at once', async ({
    context,
    page,
  }) => {
    // Another tab is in the middle of a survey: this browser carries the marker.
    await advanceTo(page, 'age', samplePatient('Tess Tabs'));
    const fresh = await context.newPage();
    await fresh.addInitScript({
      content: `(${sampleFrames.toString()})(${JSON.stringify(FIRST_TITLE)});`,
    });
    await slowPhone(fresh);
    await fresh.goto('/');
    await stepHeading(fresh, 'name').waitFor();
    await hydrated(fresh);
    const seen = await frames(fresh);
    expect(seen.paintedTitles[0]).toContain(FIRST_TITLE);
    expect(await bootScript(fresh)).toBe('blocking');
    // And its own survey starts from the first step, beside the other tab's.
    await fresh.getByRole('textbox', { name: FIRST_TITLE }).fill('Tess Tabs');
    await expect.poll(() => continueButton(fresh).isEnabled(), { timeout: 30_000 }).toBe(true);
  });
});
