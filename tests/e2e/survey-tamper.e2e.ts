import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/fixtures';
import { expectStep, stepHeading, surveyRecordSaved } from './support/survey';
import { EXAMPLE_ANSWERS } from '../../machines/survey/survey.answer-examples';

const VALID_ANSWERS = { ...EXAMPLE_ANSWERS, name: 'Tess Tamper' };

/** A persisted machine snapshot as a tamperer would write it. */
function snapshot(value: unknown, answers: object, extra: object = {}) {
  return {
    status: 'active',
    value,
    historyValue: {},
    context: { answers, submitError: null, caseId: null },
    children: {},
    ...extra,
  };
}

const envelope = (snap: object) => ({
  version: 2,
  run: 'tampered-run',
  snapshot: snap,
  draft: null,
});

async function storedCaseCount(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cases') ?? '[]').length);
}

/** Puts a value in the survey's session storage and reloads, as a returning tab would. */
async function reloadWith(page: Page, stored: unknown) {
  await surveyRecordSaved(page, 'in progress');
  await page.evaluate(
    (value) => sessionStorage.setItem('survey.snapshot', JSON.stringify(value)),
    stored,
  );
  await page.reload();
}

describe('a tampered survey snapshot in sessionStorage', () => {
  const tampered: Array<[string, unknown]> = [
    [
      'an attestation with name "" and age "5"',
      envelope(snapshot({ attestation: 'reviewing' }, { ...VALID_ANSWERS, name: '', age: '5' })),
    ],
    ['a survey in thankYou', envelope(snapshot('thankYou', VALID_ANSWERS))],
    [
      'a running submitSurvey child',
      envelope(
        snapshot({ attestation: 'submitting' }, VALID_ANSWERS, {
          children: { submitSurvey: { src: 'submitSurvey', snapshot: { status: 'active' } } },
        }),
      ),
    ],
    ['an older build’s bare snapshot', snapshot({ attestation: 'reviewing' }, VALID_ANSWERS)],
    ['a wrong version', { ...envelope(snapshot('age', VALID_ANSWERS)), version: 1 }],
  ];

  for (const [what, stored] of tampered) {
    test(`${what}: a new survey starts, no case is stored, no thank-you is shown`, async ({
      page,
    }) => {
      await page.goto('/');
      await expectStep(page, 'name', { focused: false });
      const before = await storedCaseCount(page);
      await reloadWith(page, stored);
      await expectStep(page, 'name', { focused: false });
      // The page threw the tampered record away before any survey could run from it: a new
      // survey of its own is kept in its place. Only a survey run from it could submit.
      await page.waitForFunction(() => {
        const kept = JSON.parse(window.sessionStorage.getItem('survey.snapshot') ?? 'null') as {
          run?: unknown;
        } | null;
        return typeof kept?.run === 'string' && kept.run !== 'tampered-run';
      });
      expect(await stepHeading(page, 'thank-you').count()).toBe(0);
      expect(await storedCaseCount(page)).toBe(before);
    });
  }

  test('an attestation of valid answers with a 2 MB extra blob resumes without the blob', async ({
    page,
  }) => {
    await page.goto('/');
    await expectStep(page, 'name', { focused: false });
    const blob = 'x'.repeat(2 * 1024 * 1024);
    await reloadWith(
      page,
      envelope(snapshot({ attestation: 'reviewing' }, { ...VALID_ANSWERS, blob }, { blob })),
    );
    await expectStep(page, 'attestation', { focused: false });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectStep(page, 'thank-you');
    const stored = await page.evaluate(() => localStorage.getItem('cases') ?? '');
    expect(stored.length).toBeLessThan(100_000);
    expect(stored).toContain('Tess Tamper');
  });
});
