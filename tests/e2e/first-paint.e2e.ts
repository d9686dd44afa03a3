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

/** A phone four times slower than this machine, as the measurements were taken. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function reloadAndSample(page: Page, step: SurveyStepId): Promise<Frames> {
  await page.addInitScript({
    content: `(${sampleFrames.toString()})(${JSON.stringify(FIRST_TITLE)});`,
  });
  await slowCpu(page);
  await page.reload();
  await stepHeading(page, step).waitFor();
  // A few frames after the step, so a late flash of the first question would be caught too.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return frames(page);
}

describe('the first paint tells the truth', () => {
  test('a reload at step 5 on a slow phone never paints the first question', async ({ page }) => {
    const answers = samplePatient('Paula Paint');
    await advanceTo(page, 'medical-conditions', answers);

    const seen = await reloadAndSample(page, 'medical-conditions');

    expect(seen.frames).toBeGreaterThan(0);
    expect(seen.firstTitleFrames).toBe(0);
    expect(seen.textBoxFrames).toBe(0);
    expect(seen.paintedTitles.some((title) => title.includes(FIRST_TITLE))).toBe(false);
    expect(seen.paintedTitles.some((title) => title.includes(titleOf('medical-conditions')))).toBe(
      true,
    );
    // The step works: the answers are there and Continue moves on.
    await answerStep(page, 'medical-conditions', answers);
    await continueButton(page).click();
    await expectStep(page, 'chronic-pain');
  });

  test('a reload of the thank-you never paints the first question', async ({ page }) => {
    const answers = samplePatient('Tom Thanks');
    await advanceTo(page, 'attestation', answers);
    await continueButton(page).click();
    await stepHeading(page, 'thank-you').waitFor();

    const seen = await reloadAndSample(page, 'thank-you');

    expect(seen.firstTitleFrames).toBe(0);
    expect(seen.paintedTitles.some((title) => title.includes(FIRST_TITLE))).toBe(false);
  });

  test('a newcomer sees the first question at once, kept by hydration', async ({ page }) => {
    await page.addInitScript({
      content: `(${sampleFrames.toString()})(${JSON.stringify(FIRST_TITLE)});`,
    });
    await slowCpu(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('textbox', { name: FIRST_TITLE }).fill('Nora Newcomer');
    await expect.poll(() => continueButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
    const seen = await frames(page);
    // The prerendered title is the first one painted, and no other came before it.
    expect(seen.paintedTitles[0]).toContain(FIRST_TITLE);
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-resuming-survey')),
    ).toBe(false);
  });
});
