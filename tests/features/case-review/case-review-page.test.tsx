import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEED_CASES } from '../../../machines/case';
import { SAMPLE_REVIEW_RECORD } from '../../../machines/case/review.sample';
import { caseRepository } from '../../../src/storage/case-repository';
import { allowConsoleErrors } from '../../support/console';
import { renderApp } from '../../support/render';
import { casesWithSubmission, storeCases, SUBMITTED_ANSWERS } from '../../storage/case-fixtures';
import { SPEC_STEPS } from '../../support/spec-steps';
import { openReview, findCaseHeader } from '../../support/reviewer-pages';
import { currentStatus } from '../../support/review-dialogs';

const card = (title: string) => screen.getByRole('region', { name: title });
/** The value shown for a label inside a card's description list. */
const valueOf = (title: string, label: string) =>
  within(card(title)).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Patient review: a seeded case', () => {
  it('shows the heading, the Back to Overview link and the five cards as h2', async () => {
    const { user, currentLocation } = await openReview(2);
    await findCaseHeader(2, 'Sarah Johnson');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic Information',
      'Medical Conditions',
      'Physical Information',
      'Medical History',
      'Purchase Information',
    ]);
    await user.click(screen.getByRole('link', { name: 'Back to Overview' }));
    expect(currentLocation().pathname).toBe('/case-overview');
    await screen.findByText(/^Showing \d+ cases$/);
  });

  it('shows the fixed sample record, because a seeded case has no answers', async () => {
    await openReview(2);
    await findCaseHeader(2, 'Sarah Johnson');
    expect(screen.getByText(/sample case has no submitted answers/)).toBeVisible();
    expect(valueOf('Basic Information', 'Name')).toBe(SAMPLE_REVIEW_RECORD.name);
    expect(valueOf('Basic Information', 'Age')).toBe('45');
    expect(valueOf('Basic Information', 'Sex')).toBe('Male');
    expect(valueOf('Basic Information', 'State')).toBe('California');
    const conditions = within(card('Medical Conditions')).getAllByRole('listitem');
    expect(conditions.map((item) => item.textContent)).toEqual(
      SAMPLE_REVIEW_RECORD.medicalConditions,
    );
    expect(valueOf('Physical Information', 'Height')).toBe('5\'10"');
    expect(valueOf('Physical Information', 'Weight')).toBe('210 lbs');
    expect(valueOf('Physical Information', 'Chronic pain 3+ months')).toBe('Yes');
    expect(valueOf('Medical History', 'Previous surgeries')).toBe('No');
    expect(valueOf('Medical History', 'Risk factors')).toBe(SAMPLE_REVIEW_RECORD.riskFactors);
    expect(valueOf('Purchase Information', 'Wants to Buy')).toBe('Fitness bike');
  });

  it('shows the case’s current status', async () => {
    await openReview(5);
    await findCaseHeader(5, 'David Wilson');
    expect(currentStatus()).toHaveTextContent('Denied');
  });

  it('shows a loading state while the case is read', async () => {
    const realGet = caseRepository.get;
    let finishRead = () => {};
    vi.spyOn(caseRepository, 'get').mockImplementation(async (id) => {
      await new Promise<void>((resolve) => {
        finishRead = resolve;
      });
      return realGet(id);
    });
    await openReview(3);
    expect(screen.getByRole('progressbar', { name: 'Loading case' })).toBeVisible();

    finishRead();
    expect(await findCaseHeader(3, 'Michael Brown')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading case' })).not.toBeInTheDocument();
  });
});

describe('Patient review: a submitted case', () => {
  it('shows its own answers, booleans as Yes/No and weight in lbs', async () => {
    storeCases(casesWithSubmission());
    await openReview(11);
    await findCaseHeader(11, 'Jane Doe');
    expect(screen.queryByText(/sample case/)).not.toBeInTheDocument();
    expect(valueOf('Basic Information', 'Name')).toBe('Jane Doe');
    expect(valueOf('Basic Information', 'Age')).toBe('34');
    expect(valueOf('Basic Information', 'Sex')).toBe('Female');
    expect(valueOf('Basic Information', 'State')).toBe('Oregon');
    expect(
      within(card('Medical Conditions'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SUBMITTED_ANSWERS.medicalConditions);
    expect(valueOf('Physical Information', 'Height')).toBe('5\'6"');
    expect(valueOf('Physical Information', 'Weight')).toBe('150 lbs');
    expect(valueOf('Physical Information', 'Chronic pain 3+ months')).toBe('No');
    expect(valueOf('Medical History', 'Previous surgeries')).toBe('Yes');
    expect(valueOf('Medical History', 'Risk factors')).toBe(SUBMITTED_ANSWERS.riskFactors);
    expect(valueOf('Purchase Information', 'Wants to Buy')).toBe('Fitness bike');
  });

  it('shows every answer by the name its Change has on check your answers', async () => {
    storeCases(casesWithSubmission());
    await openReview(11);
    await findCaseHeader(11, 'Jane Doe');
    // One name per answer on both screens: a label (dt), or the title of a card it fills.
    const names = [
      ...screen.getAllByRole('term'),
      ...screen.getAllByRole('heading', { level: 2 }),
    ].map((element) => element.textContent.toLowerCase());
    for (const step of SPEC_STEPS) {
      for (const { change } of Object.values(step.controls)) {
        expect(names, change).toContain(change.replace(/^Change /, ''));
      }
    }
  });

  it('says when no condition and no risk factor were given', async () => {
    const entries = casesWithSubmission();
    const submitted = entries[10]!;
    storeCases([
      ...entries.slice(0, 10),
      { ...submitted, answers: { ...SUBMITTED_ANSWERS, medicalConditions: [], riskFactors: '' } },
    ]);
    await openReview(11);
    await findCaseHeader(11, 'Jane Doe');
    expect(within(card('Medical Conditions')).getByText('None selected')).toBeVisible();
    expect(valueOf('Medical History', 'Risk factors')).toBe('None given');
  });
});

describe('Patient review: ids', () => {
  it('says "Case not found" for an integer id with no case, with the way back', async () => {
    await openReview(99);
    expect(await screen.findByRole('heading', { level: 2, name: 'Case not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute(
      'href',
      '/case-overview',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it.each(['abc', '1.5', '-1', '1e3', '01x', '%20'])(
    'shows the 404 page for /review/%s',
    async (id) => {
      const errors = allowConsoleErrors();
      renderApp(`/review/${id}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      // The page logs the path from an effect, which can run after the heading is painted.
      await waitFor(() =>
        expect(errors.map((call) => call.map(String).join(' ')).join('\n')).toContain('/review/'),
      );
    },
  );
});

describe('Patient review: other tabs', () => {
  it('follows a status change made in another tab', async () => {
    await openReview(1);
    await findCaseHeader(1, 'John Smith');
    act(() => {
      storeCases(
        SEED_CASES.map((entry) => (entry.id === 1 ? { ...entry, status: 'Denied' } : entry)),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'cases' }));
    });
    await waitFor(() => expect(currentStatus()).toHaveTextContent('Denied'));
  });

  it('says "Case not found" when another tab removes the case', async () => {
    storeCases(casesWithSubmission());
    await openReview(11);
    await findCaseHeader(11, 'Jane Doe');
    act(() => {
      storeCases(SEED_CASES);
      window.dispatchEvent(new StorageEvent('storage', { key: 'cases' }));
    });
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeVisible();
  });
});
