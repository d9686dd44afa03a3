import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from './support/fixtures';
import {
  continueButton,
  expectStep,
  stepHeading,
  surveyRecordSaved,
  titleOf,
} from './support/survey';

const FIRST_TITLE = titleOf('name');
/** The app's chunks after React DOM: the entry loads them in stages (src/app/boot). */
const APP_CHUNKS = /\/assets\/first-page[^/]*\.js$/;

/** Holds every request for the app's chunks until `release` is called. */
async function holdAppChunks(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(APP_CHUNKS, (route) => (released ? route.continue() : held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
    arrived: () => held.length > 0,
  };
}

describe('the first page before and while the app starts', () => {
  test('a name typed before the app has started is kept and continues', async ({ page }) => {
    const chunks = await holdAppChunks(page);
    await page.goto('/');
    await expect.poll(chunks.arrived, { timeout: 30_000 }).toBe(true);
    // The prerendered box takes typing on its own, before any of the app has run.
    const box = page.getByRole('textbox', { name: FIRST_TITLE });
    await box.pressSequentially('Ada');
    await chunks.release();
    await surveyRecordSaved(page, 'in progress');

    // The app took the name as the answer: Continue is on without another key.
    expect(await box.inputValue()).toBe('Ada');
    await expect.poll(() => continueButton(page).isEnabled(), { timeout: 30_000 }).toBe(true);
    await continueButton(page).click();
    await expectStep(page, 'age');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(page, 'name');
    expect(await page.getByRole('textbox', { name: FIRST_TITLE }).inputValue()).toBe('Ada');
  });

  test('when the app cannot load, the page says so and keeps the typed name', async ({
    page,
    consoleWatch,
  }) => {
    // The browser itself logs each request that failed.
    consoleWatch.expectError(/Failed to load resource/);
    await page.route(APP_CHUNKS, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const box = page.getByRole('textbox', { name: FIRST_TITLE });
    await box.pressSequentially('Grace Hopper');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'This page could not load completely. Check your connection, then reload the page.',
    );
    expect(await stepHeading(page, 'name').isVisible()).toBe(true);
    expect(await box.inputValue()).toBe('Grace Hopper');
  });
});
