import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WebhookEventSchema,
} from '../../machines/webhook/webhook.contract';
import { verifyWebhookSignature } from '../../server/webhooks/webhook-signature';
import {
  caseRow,
  dialog,
  overviewHeading,
  reviewHeading,
  rowStatus,
  showingLine,
} from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { describe, expect, PHONE, test, watchConsole } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { ANN, signedInPage, withServer, type ReviewerAccount } from './support/server-journey';
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

/** Ann's licence and authenticator, and the administrator's role: she sees the deliveries too. */
const ADA: ReviewerAccount = {
  ...ANN,
  username: 'ada',
  profile: [...(ANN.profile ?? []), '--admin'],
};

/** Acme's webhook receiver on a loopback port: each request's signature header and raw body. */
function webhookReceiver() {
  const received: { signature: string; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        signature: String(request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.end();
    });
  });
  return {
    received,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/lmn`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const headerBrand = (page: Page) => page.getByRole('banner').getByRole('link', { name: BRAND });

describe('a partner’s link on one running server', () => {
  test(
    'serves the survey under the partner’s header on every step; a reviewer filters by Acme and approves; the letter names the product; Acme’s receiver gets the signed event',
    { timeout: 420_000 },
    async ({ browser, consoleWatch }) => {
      const receiver = webhookReceiver();
      const webhookUrl = await receiver.listen();
      try {
        await withServer(
          'partner',
          [ADA],
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
            await expect
              .poll(() => continueButton(page).getAttribute('aria-disabled'))
              .toBe('true');
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
            expect(header).toEqual({
              background: 'rgb(32, 64, 128)',
              colour: 'rgb(255, 255, 255)',
            });
            // The primary button in the partner's colour too, under its white label. Polled:
            // the button eases from grey to the colour, and a read mid-transition is neither.
            await expect
              .poll(() =>
                continueButton(page).evaluate(
                  (element) => getComputedStyle(element).backgroundColor,
                ),
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

            // The reviewer filters the overview by Acme (the partner column beside the date),
            // opens Rosa's case and approves it.
            const reviewer = await signedInPage(browser, run.server.url, ADA, consoleWatch);
            await reviewer
              .getByLabel('Partner', { exact: true })
              .selectOption({ label: 'Acme Bikes' });
            await showingLine(reviewer, 1).waitFor();
            await expect
              .poll(() => new URL(reviewer.url()).searchParams.get('partner'))
              .toBe('acme');
            const row = caseRow(reviewer, patient.name);
            await row.getByRole('cell', { name: 'Acme Bikes', exact: true }).waitFor();
            await expectNoAxeViolations(
              reviewer,
              'the overview with the partner filter and column',
            );
            await saveScreenshot(reviewer, 'partner-overview-filtered');
            await row.getByRole('link', { name: `Review case of ${patient.name}` }).click();
            await reviewHeading(reviewer).waitFor();
            const caseId = Number(new URL(reviewer.url()).pathname.split('/').pop());
            await reviewer.getByRole('button', { name: 'Approve', exact: true }).click();
            await dialog(reviewer, 'Approve Case')
              .getByRole('button', { name: 'Approve', exact: true })
              .click();
            await overviewHeading(reviewer).waitFor();
            await expect
              .poll(() => rowStatus(reviewer, patient.name), { timeout: 10_000 })
              .toBe('Completed');

            // The signed letter names the product the link carried, as Acme wrote it.
            const pdf = await reviewer.request.get(`/api/letters/${caseId}/pdf`);
            expect(pdf.status()).toBe(200);
            const pdfPath = join(run.dataDir, 'acme-letter.pdf');
            writeFileSync(pdfPath, await pdf.body());
            const { stdout } = await promisify(execFile)('pdftotext', ['-layout', pdfPath, '-']);
            expect(stdout.replace(/\s+/g, ' ')).toContain('Acme Ride 2 stationary bike');

            // Acme's receiver gets the event once, signed with the secret partner:add printed,
            // naming the case and Acme's order 1001.
            await expect.poll(() => receiver.received.length, { timeout: 60_000 }).toBe(1);
            const [delivered] = receiver.received;
            const secret = /whsec_[0-9a-f]+/.exec(run.partnerOutputs.join('\n'))?.[0] ?? '';
            const now = Math.floor(Date.now() / 1000);
            expect(verifyWebhookSignature(secret, delivered!.signature, delivered!.body, now)).toBe(
              'valid',
            );
            expect(v.parse(WebhookEventSchema, JSON.parse(delivered!.body))).toMatchObject({
              type: 'letter.issued',
              case: { reference: caseId, order: '1001' },
              outcome: 'approved',
            });

            // The administrator sees it delivered.
            await reviewer.goto('/admin/webhook-deliveries');
            const deliveries = reviewer.getByRole('table', {
              name: 'Webhook deliveries, newest first',
            });
            await expect
              .poll(
                async () => {
                  await reviewer.reload();
                  await deliveries.waitFor();
                  return deliveries.getByRole('row').nth(1).textContent();
                },
                { timeout: 30_000 },
              )
              .toContain('Delivered');
            expect(await deliveries.getByRole('row').nth(1).textContent()).toContain('Acme Bikes');
            await expectNoAxeViolations(reviewer, 'the webhook deliveries page');
            await saveScreenshot(reviewer, 'admin-webhook-deliveries');
            await reviewer.context().close();
          },
          [[...ACME, '--webhook', webhookUrl]],
        );
      } finally {
        await receiver.close();
      }
    },
  );
});
