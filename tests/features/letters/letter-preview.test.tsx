import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../../support/console';
import { renderApp } from '../../support/render';

describe('/letters/:caseId in browser-only mode', () => {
  it('previews a seeded case’s letter from the fixed sample record, marked not signed', async () => {
    renderApp('/letters/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Letter of case 3' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Preview, not signed')).toBeInTheDocument();
    const letter = screen.getByRole('article', {
      name: 'Letter of Medical Necessity (Preview, not signed)',
    });
    // The spec's sample record: John Smith, hypertension, lower back pain, obesity; 5'10" and
    // 210 lbs is a BMI of 30.1, obesity class 1 (E66.811) with its adult BMI code (Z68.30).
    for (const text of [
      'John Smith',
      'Hypertension (High Blood Pressure): I10',
      'Lower Back Pain: M54.50',
      'Obesity: E66.811',
      'Body mass index 30.1, adult: Z68.30',
      'Stationary exercise bike (indoor cycling)',
      '30 minutes a day, 5 days a week',
      '12 months',
    ])
      expect(within(letter).getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Electronically signed/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Verify this letter/)).not.toBeInTheDocument();
  });

  it('says so when no case has the id', async () => {
    renderApp('/letters/99');
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
  });

  it('a non-integer id is the 404 page', async () => {
    allowConsoleErrors();
    renderApp('/letters/abc');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});
