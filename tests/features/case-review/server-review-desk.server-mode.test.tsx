import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../../machines/case';
import { renderApp } from '../../support/render';
import { SUBMITTED_ANSWERS } from '../../storage/case-fixtures';
import { caseLine } from '../../support/reviewer-pages';
import { dialogButton } from '../../support/review-dialogs';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

const server = withFakeServer();

// Issue 36: the Approve dialog suggests the class-specific obesity code with its Z68 BMI
// code (ICD-10-CM: E66.812 obesity class 2, Z68.37 BMI 37.0–37.9 adult); every code editable.
describe('Server mode: the Approve dialog’s codes follow the BMI', () => {
  it('suggests E66.812 and Z68.37 for 5\'6", 230 lbs, flags Overweight, and sends what the reviewer kept', async () => {
    const entry: CaseRecord = {
      id: 11,
      name: 'Jane Doe',
      status: 'Open',
      dateSubmitted: '2026-11-20',
      answers: {
        ...SUBMITTED_ANSWERS,
        weight: '230',
        medicalConditions: ['Obesity', 'Overweight'],
      },
    };
    server.api.state.cases.push(entry);
    const view = renderApp('/review/11');
    await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
    await screen.findByText(caseLine(/Case 11 · Jane Doe/));
    await view.user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Case' });

    expect(within(dialog).getByRole('textbox', { name: 'Code for Obesity' })).toHaveValue(
      'E66.812',
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Code for Body mass index 37.1, adult' }),
    ).toHaveValue('Z68.37');
    expect(within(dialog).getByRole('textbox', { name: 'Code for Overweight' })).toHaveValue(
      'E66.3',
    );
    expect(
      within(dialog).getByRole('note', { name: 'Answers to check before deciding' }),
    ).toHaveTextContent(
      'Overweight is ticked, but the BMI from the height and weight is 37.1 (obesity, class 2), outside 25–29.9.',
    );

    // The reviewer decides: Overweight goes, the class is corrected.
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove Overweight' }));
    const obesity = await within(dialog).findByRole('textbox', { name: 'Code for Obesity' });
    await view.user.clear(obesity);
    await view.user.type(obesity, 'E66.813');
    await view.user.click(dialogButton('Approve'));
    await screen.findByText(/^Showing \d+ cases$/);
    const sent = server.api.state.requests.find((r) => r.path === '/api/cases/11/decision');
    expect((sent?.body as { diagnoses: unknown }).diagnoses).toEqual([
      { condition: 'Obesity', code: 'E66.813' },
      { condition: 'Body mass index 37.1, adult', code: 'Z68.37' },
    ]);
  });
});

// Issue 34: what a reviewer types follows the survey's text rule, on screen as on the server.
describe('Server mode: the Approve dialog’s text rule', () => {
  it('refuses a control character in a part of the recommendation, saying so under it', async () => {
    server.api.state.cases.push({
      id: 12,
      name: 'Jane Doe',
      status: 'Open',
      dateSubmitted: '2026-11-20',
      answers: { ...SUBMITTED_ANSWERS, weight: '230', medicalConditions: ['Obesity'] },
    });
    const view = renderApp('/review/12');
    await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
    await view.user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Case' });
    expect(dialogButton('Approve')).toBeEnabled();

    const duration = within(dialog).getByRole('textbox', { name: 'Duration' });
    await view.user.click(duration);
    await view.user.paste('\u0007');
    expect(
      await within(dialog).findByText(
        'There is an invisible control character in the duration: remove it to continue.',
      ),
    ).toBeVisible();
    expect(duration).toBeInvalid();
    expect(dialogButton('Approve')).toBeDisabled();
    await view.user.type(duration, '{Backspace}');
    expect(await within(dialog).findByRole('textbox', { name: 'Duration' })).toBeValid();
    expect(dialogButton('Approve')).toBeEnabled();
  });
});
