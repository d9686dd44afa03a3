import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseLine } from '../../support/reviewer-pages';
import { renderApp } from '../../support/render';
import { dialogButton } from '../../support/review-dialogs';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

const server = withFakeServer();

// Issue 35: a case from a partner's link names the partner's product on the review page, and
// the Approve dialog's letter starts from it, with the partner's frequency and duration.
describe('Server mode: a partner’s case on the review page', () => {
  it('names the product and pre-fills the approval’s recommendation with it', async () => {
    const partnerCase = server.api.state.cases.find((entry) => entry.id === 2);
    if (!partnerCase) throw new Error('The sample cases have no case 2.');
    partnerCase.partner = {
      slug: 'acme',
      product: {
        sku: 'AR-2',
        name: 'Acme Ride 2 stationary bike',
        usage: '45 minutes, 3 days a week',
        duration: '6 months',
      },
      order: '1001',
    };
    const view = renderApp('/review/2');
    await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
    await screen.findByText(caseLine(/Case 2 · Sarah Johnson/));
    expect(
      screen.getByText(
        caseLine(
          /^Product: Acme Ride 2 stationary bike \(model AR-2\) · partner acme · order 1001$/,
        ),
      ),
    ).toBeVisible();
    await view.user.click(await screen.findByRole('button', { name: 'Approve' }));
    await view.user.click(dialogButton('Approve'));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/case-overview'));
    const decision = server.api.state.requests.find((r) => r.path === '/api/cases/2/decision');
    expect(decision?.body).toMatchObject({
      recommendation: {
        product: 'Acme Ride 2 stationary bike (model AR-2)',
        usage: '45 minutes, 3 days a week',
        duration: '6 months',
      },
    });
  });
});
