import { describe, expect, it } from 'vitest';
import { initialLetterForm } from '../../../machines/letter';
import { recommendationFor } from '../../../machines/partner';

// Issue 35: the Approve dialog starts from the case's product as its partner wrote it, with
// the partner's frequency and duration; a case from `/` keeps the generic product.
describe('the Approve dialog’s recommendation', () => {
  it('names a partner’s case’s product with its model, and its use', () => {
    const form = initialLetterForm(
      ['Obesity'],
      undefined,
      recommendationFor({
        sku: 'AR-2',
        name: 'Acme Ride 2 stationary bike',
        usage: '45 minutes, 3 days a week',
        duration: '6 months',
      }),
    );
    expect(form.recommendation).toEqual({
      product: 'Acme Ride 2 stationary bike (model AR-2)',
      usage: '45 minutes, 3 days a week',
      duration: '6 months',
    });
  });

  it('keeps the generic text for a case without a partner', () => {
    expect(initialLetterForm(['Obesity']).recommendation).toEqual({
      product: 'Stationary exercise bike (indoor cycling)',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
    });
    expect(initialLetterForm(['Obesity'], undefined, recommendationFor(undefined))).toEqual(
      initialLetterForm(['Obesity']),
    );
  });
});
