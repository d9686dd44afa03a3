import type { BrowserContext, Page } from 'playwright-core';
import { dialog, overviewHeading, reviewHeading } from './support/admin';
import { describe, expect, test } from './support/fixtures';
import { clickAt, storedCases, type StoredCase } from './support/storage';
import { advanceTo, samplePatient, stepHeading, surveyRecordSaved } from './support/survey';

/**
 * The same-millisecond races of two tabs, repeated: each round is a chance for one tab's
 * local copy of localStorage to be a write behind under the lock (Chromium gives every
 * renderer process its own copy and brings other processes' writes in asynchronously).
 */
const ROUNDS = Number(process.env.CASES_RACE_ROUNDS ?? 20);
const DECISION_ROUNDS = Number(process.env.CASES_DECISION_ROUNDS ?? 6);
const CHANGED_ELSEWHERE = 'This case was changed elsewhere while this dialog was open';
/** Far enough ahead for both tabs (on a busy machine) to be waiting before the instant. */
const LEAD_MS = 150;
/** Rounds take one to five seconds each on a busy two-core machine. */
const SLOW = { timeout: 240_000 };
/**
 * A reload may take many seconds when the machine is busy (30 s ran out at a load of 18, on
 * the first round): waits get more room here. They return as soon as the page is there.
 */
const WAIT_MS = 60_000;

/** Clicks this button of the open dialog at the given instant, like `clickAt` does. */
function clickInDialogAt(page: Page, label: string, at: number): Promise<number> {
  return page.evaluate(
    ([text, time]) => {
      const button = [...document.querySelectorAll('[role="dialog"] button')].find(
        (candidate) => candidate.textContent?.trim() === text,
      );
      if (!(button instanceof HTMLElement)) throw new Error(`No dialog button "${text}"`);
      while (Date.now() < time) {
        // Busy-wait: a timer could fire several milliseconds late.
      }
      button.click();
      return Date.now();
    },
    [label, at] as const,
  );
}

async function instantAhead(page: Page): Promise<number> {
  return (await page.evaluate(() => Date.now())) + LEAD_MS;
}

/** The renderer processes the browser runs now (each tab's own, when they are apart). */
async function rendererCount(context: BrowserContext): Promise<number> {
  const browser = context.browser();
  if (!browser) throw new Error('No browser');
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string }[];
  };
  await session.detach();
  return processInfo.filter((process) => process.type === 'renderer').length;
}

/** Waits until both tabs' own copies of `cases` agree, then returns that list. */
async function settledCases(first: Page, second: Page): Promise<StoredCase[]> {
  const raw = () => first.evaluate(() => window.localStorage.getItem('cases'));
  const expected = await raw();
  await second.waitForFunction((text) => window.localStorage.getItem('cases') === text, expected);
  return storedCases(first);
}

/** The sample cases the decision rounds use, by id (SPEC §7's seed). */
const PATIENTS: Record<number, string> = {
  1: 'John Smith',
  2: 'Sarah Johnson',
  4: 'Emily Davis',
  6: 'Jessica Martinez',
};

/** Opens the case's review, from the overview's link when it is on screen (no reload). */
async function openDecision(page: Page, id: number, decision: 'Approve' | 'Deny') {
  const link = page.getByRole('link', { name: `Review case of ${PATIENTS[id]}`, exact: true });
  if (await link.isVisible()) await link.click();
  else await page.goto(`/review/${id}`);
  await reviewHeading(page).waitFor();
  await page.getByRole('button', { name: decision, exact: true }).click();
  await dialog(page, decision === 'Approve' ? 'Approve Case' : 'Deny Case').waitFor();
}

describe('two tabs racing, each in its own renderer process', () => {
  test(
    `${ROUNDS} same-millisecond submissions from two tabs keep both cases, ids distinct`,
    SLOW,
    async ({ page, context }) => {
      context.setDefaultTimeout(WAIT_MS);
      await advanceTo(page, 'attestation', samplePatient('Tab One Patient'));
      // Each round starts both tabs again at the attestation from what a tab keeps for resume;
      // the second tab's copy carries its own patient's name.
      const kept = await page.evaluate(() => window.sessionStorage.getItem('survey.snapshot'));
      if (kept === null) throw new Error('The survey kept nothing for resume');
      const snapshots = [kept, kept.replaceAll('Tab One Patient', 'Tab Two Patient')];
      const second = await context.newPage();
      await second.goto('/');
      await surveyRecordSaved(second, 'in progress');
      expect(await rendererCount(context)).toBeGreaterThanOrEqual(2);
      const resume = (tab: Page, snapshot: string) =>
        tab.evaluate((value) => window.sessionStorage.setItem('survey.snapshot', value), snapshot);

      const lost: number[] = [];
      let stored = 10;
      for (let round = 1; round <= ROUNDS; round += 1) {
        await Promise.all(
          [page, second].map(async (tab, index) => {
            await resume(tab, snapshots[index] ?? kept);
            await tab.reload();
            await stepHeading(tab, 'attestation').waitFor();
          }),
        );
        const at = await instantAhead(page);
        await Promise.all([clickAt(page, 'Continue', at), clickAt(second, 'Continue', at)]);
        await stepHeading(page, 'thank-you').waitFor();
        await stepHeading(second, 'thank-you').waitFor();
        // The next round's snapshot must not be written over by this thank-you's own record.
        await Promise.all([
          surveyRecordSaved(page, 'submitted'),
          surveyRecordSaved(second, 'submitted'),
        ]);
        const cases = await settledCases(page, second);
        // Per round: a round that lost a case is counted once, not again in every later one.
        if (cases.length !== stored + 2) lost.push(round);
        stored = cases.length;
      }
      const cases = await settledCases(page, second);
      console.info(`submission rounds: ${ROUNDS} tried, ${lost.length} lost (${lost.join(', ')})`);
      expect(lost).toEqual([]);
      const submitted = cases.slice(10);
      expect(submitted.filter((entry) => entry.name === 'Tab One Patient')).toHaveLength(ROUNDS);
      expect(submitted.filter((entry) => entry.name === 'Tab Two Patient')).toHaveLength(ROUNDS);
      expect(new Set(cases.map((entry) => entry.id)).size).toBe(cases.length);
    },
  );

  test(
    `${DECISION_ROUNDS} same-millisecond decisions on two cases from two tabs are both kept`,
    SLOW,
    async ({ page, context }) => {
      context.setDefaultTimeout(WAIT_MS);
      const second = await context.newPage();
      await second.goto('/case-overview');
      const lost: number[] = [];
      for (let round = 1; round <= DECISION_ROUNDS; round += 1) {
        // Every round changes both statuses, so a decision written over is seen.
        const decision = round % 2 === 1 ? 'Approve' : 'Deny';
        const expected = decision === 'Approve' ? 'Completed' : 'Denied';
        await Promise.all([openDecision(page, 1, decision), openDecision(second, 2, decision)]);
        const at = await instantAhead(page);
        await Promise.all([
          clickInDialogAt(page, decision, at),
          clickInDialogAt(second, decision, at),
        ]);
        await overviewHeading(page).waitFor();
        await overviewHeading(second).waitFor();
        const cases = await settledCases(page, second);
        const statuses = [1, 2].map((id) => cases.find((entry) => entry.id === id)?.status);
        if (statuses.some((status) => status !== expected)) lost.push(round);
      }
      console.info(`decision rounds: ${DECISION_ROUNDS} tried, ${lost.length} lost`);
      expect(lost).toEqual([]);
    },
  );

  test(
    `${DECISION_ROUNDS} same-millisecond decisions on one case: one wins, the other is told`,
    SLOW,
    async ({ page, context }) => {
      context.setDefaultTimeout(WAIT_MS);
      const second = await context.newPage();
      await second.goto('/case-overview');
      const wrong: number[] = [];
      for (let round = 1; round <= DECISION_ROUNDS; round += 1) {
        // A case still Open each round: both decisions would change it.
        const id = round % 2 === 1 ? 4 : 6;
        if (round === 1) {
          await page.goto('/case-overview');
          await page.getByRole('table', { name: 'Cases' }).waitFor();
        }
        await page.evaluate((caseId) => {
          const cases = JSON.parse(window.localStorage.getItem('cases') ?? '[]') as StoredCase[];
          const reopened = cases.map((entry) =>
            entry.id === caseId ? { ...entry, status: 'Open' } : entry,
          );
          window.localStorage.setItem('cases', JSON.stringify(reopened));
        }, id);
        await settledCases(page, second);
        await Promise.all([openDecision(page, id, 'Approve'), openDecision(second, id, 'Deny')]);
        const at = await instantAhead(page);
        await Promise.all([
          clickInDialogAt(page, 'Approve', at),
          clickInDialogAt(second, 'Deny', at),
        ]);
        const outcome = (tab: Page) =>
          Promise.race([
            overviewHeading(tab)
              .waitFor()
              .then(() => 'saved' as const),
            tab
              .getByRole('dialog')
              .getByText(CHANGED_ELSEWHERE)
              .waitFor()
              .then(() => 'told' as const),
          ]);
        const outcomes = await Promise.all([outcome(page), outcome(second)]);
        const status = (await settledCases(page, second)).find((entry) => entry.id === id)?.status;
        const winner = outcomes[0] === 'saved' ? 'Completed' : 'Denied';
        if ([...outcomes].sort().join() !== 'saved,told' || status !== winner) wrong.push(round);
      }
      console.info(`same-case rounds: ${DECISION_ROUNDS} tried, ${wrong.length} wrong`);
      expect(wrong).toEqual([]);
    },
  );
});
