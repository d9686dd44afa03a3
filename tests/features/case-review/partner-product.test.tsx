import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { ACME_CATALOGUE, openPartnerPage } from '../../support/partner-catalogue-page';
import { renderApp } from '../../support/render';
import { caseLine, findCaseHeader, openReview } from '../../support/reviewer-pages';
import { continueButton, continueTo, openSurveyAt, stepHeading } from '../../support/survey-driver';

// docs/browser-mode.md, "A partner's static deployment": a case submitted in this browser on a
// build with partner.config.json keeps the link's product; the review page and the letter
// preview name it as server mode does, with the partner's frequency and duration.

let closePage = () => undefined as void;
afterEach(() => closePage());

/** The survey at `/<search>` of the partner's build, on its last step: the next case is 11. */
async function submitFrom(search: string) {
  closePage = openPartnerPage(search);
  return openSurveyAt('attestation', completeAnswers);
}

describe('Browser-only mode with a partner: the case’s product', () => {
  it('is named on the review page and recommended by the letter preview', async () => {
    const survey = await submitFrom('?product=AR-3&order=1001');
    await continueTo(survey.user, 'thankYou');
    survey.unmount();

    const review = await openReview(11);
    await findCaseHeader(11, completeAnswers.name);
    expect(
      screen.getByText(
        caseLine(
          /^Product: Acme Ride 3 recumbent bike \(model AR-3\) · partner acme · order 1001$/,
        ),
      ),
    ).toBeVisible();
    review.unmount();

    renderApp('/letters/11');
    const letter = await screen.findByRole('article', {
      name: 'Letter of Medical Necessity (Preview, not signed)',
    });
    for (const text of [
      'Acme Ride 3 recumbent bike (model AR-3)',
      '45 minutes, 3 days a week',
      '6 months',
    ])
      expect(within(letter).getByText(text)).toBeInTheDocument();
    expect(within(letter).queryByText('Stationary exercise bike (indoor cycling)')).toBeNull();
  });

  it('is the partner’s first product when the link names none', async () => {
    const survey = await submitFrom('');
    await continueTo(survey.user, 'thankYou');
    survey.unmount();
    await openReview(11);
    await findCaseHeader(11, completeAnswers.name);
    expect(ACME_CATALOGUE.products[0]?.sku).toBe('AR-2');
    expect(
      screen.getByText(
        caseLine(/^Product: Acme Ride 2 stationary bike \(model AR-2\) · partner acme$/),
      ),
    ).toBeVisible();
  });

  it('refuses a product the partner does not offer on the last step, saving nothing', async () => {
    const survey = await submitFrom('?product=XR-9');
    await survey.user.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The product "XR-9" is not one Acme Bikes × Northwest Care offers. Start again from the link the shop gave you.',
    );
    expect(stepHeading('attestation')).toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveFocus());
    const stored = JSON.parse(window.localStorage.getItem('cases') ?? '[]') as unknown[];
    expect(stored.some((entry) => (entry as { id?: number }).id === 11)).toBe(false);
  });
});
