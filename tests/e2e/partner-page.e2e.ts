import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { describe, expect, PHONE, test, watchConsole } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { withServer } from './support/server-journey';
import {
  answerStep,
  continueButton,
  samplePatient,
  SURVEY_STEPS,
  THANK_YOU_TEXT,
} from './support/survey';

// Issue 35's example partner, added as an operator does; its colour passes 4.5:1 under white.
const ACME = [
  '--slug',
  'acme',
  '--name',
  'Acme Bikes',
  '--support-email',
  'help@acme.example',
  '--colour',
  '#204080',
  '--product',
  'AR-2=Acme Ride 2 stationary bike',
];
const BRAND = 'Acme Bikes × Provider';

const headerBrand = (page: Page) => page.getByRole('banner').getByRole('link', { name: BRAND });

describe('a partner’s link on one running server', () => {
  test(
    'serves the survey under the partner’s header, hydrated, on every step, and a clear page for a wrong link',
    { timeout: 240_000 },
    async ({ browser, consoleWatch }) => {
      await withServer(
        'partner',
        [],
        async (run) => {
          const context = await browser.newContext({ baseURL: run.server.url, viewport: PHONE });
          watchConsole(context, consoleWatch);
          const page = await context.newPage();
          await page.goto('/p/acme?product=AR-2&order=1001');
          expect(await headerBrand(page).getAttribute('href')).toBe('/p/acme');
          // Hydrated: typing enables Continue, which only the running app can do (a hydration
          // mismatch is a console error, which fails the test).
          // Before an answer, Continue is disabled (aria-disabled, still focusable): it keeps
          // the grey every disabled button has, not the partner's colour under grey text.
          await expect.poll(() => continueButton(page).getAttribute('aria-disabled')).toBe('true');
          expect(
            await continueButton(page).evaluate(
              (element) => getComputedStyle(element).backgroundColor,
            ),
          ).toBe('rgba(0, 0, 0, 0.12)');
          const patient = samplePatient('Rosa Partner');
          await answerStep(page, 'name', patient);
          await expect.poll(() => continueButton(page).isEnabled()).toBe(true);
          await expect.poll(() => page.title()).toContain(BRAND);
          const header = await page.getByRole('banner').evaluate((element) => ({
            background: getComputedStyle(element).backgroundColor,
            colour: getComputedStyle(element).color,
          }));
          expect(header).toEqual({ background: 'rgb(32, 64, 128)', colour: 'rgb(255, 255, 255)' });
          // The primary button in the partner's colour too, under its white label. Polled:
          // the button eases from grey to the colour, and a read mid-transition is neither.
          await expect
            .poll(() =>
              continueButton(page).evaluate((element) => getComputedStyle(element).backgroundColor),
            )
            .toBe('rgb(32, 64, 128)');
          await saveScreenshot(page, 'partner-acme-first-step');
          await expectNoAxeViolations(page, 'a partner’s first step');
          await continueButton(page).click();
          for (const { id, title } of SURVEY_STEPS.slice(1)) {
            if (id === 'thank-you') break;
            await page.getByRole('region', { name: title, exact: true }).waitFor();
            expect(await headerBrand(page).isVisible(), id).toBe(true);
            await answerStep(page, id, patient);
            await continueButton(page).click();
          }
          await page.getByText(THANK_YOU_TEXT, { exact: true }).waitFor();
          expect(await headerBrand(page).isVisible()).toBe(true);
          expect(new URL(page.url()).pathname).toBe('/p/acme');

          const wrong = await page.goto('/p/nobody');
          expect(wrong?.status()).toBe(404);
          await page
            .getByRole('heading', { level: 1, name: 'This partner link is not valid' })
            .waitFor();
          await expectNoAxeViolations(page, 'an invalid partner link');
          await page.getByRole('link', { name: 'Go to the questionnaire' }).click();
          // `/`: the default partner (this tab shows its thank-you there, the survey being sent).
          await page
            .getByRole('banner')
            .getByRole('link', { name: 'Partner × Provider' })
            .waitFor();
          expect(new URL(page.url()).pathname).toBe('/');
          await context.close();
        },
        [ACME],
      );
    },
  );
});
