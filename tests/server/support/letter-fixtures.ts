import type { SubmittedAnswers } from '../../../machines/survey';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import type { Database } from '../../../server/db/connect';
import { insertCase } from '../../../server/db/cases/insert';
import { type ProfileUpdate, upsertReviewer } from '../../../server/db/reviewers';
import { testPasswordHash } from './test-password-hash';

/** The reviewer: Ann Lee, MD, NPI 1234567893 (the NPI standard's example), OR and WA. */
export const ANN_PROFILE: ProfileUpdate = {
  fullName: 'Ann Lee',
  credentials: 'MD',
  npi: '1234567893',
  licensedIn: ['Oregon', 'Washington'],
};

export async function addReviewerWithProfile(
  db: Database,
  username: string,
  password: string,
  profile: ProfileUpdate,
) {
  await upsertReviewer(db, username, await testPasswordHash(password), profile);
}

/** A submitted case from a patient in `state`, with the conditions given. */
export async function addCaseFrom(
  db: Database,
  state: SubmittedAnswers['state'],
  overrides: Partial<SubmittedAnswers> = {},
) {
  return insertCase(db, { ...completeAnswers, state, ...overrides });
}

/** What an approval carries in server mode: the product, one diagnosis. */
export const LETTER_REQUEST = {
  diagnoses: [{ condition: 'Obesity', code: 'E66.9' }],
  recommendation: {
    product: 'Stationary exercise bike (indoor cycling)',
    usage: '30 minutes a day, 5 days a week',
    duration: '12 months',
  },
};

/** What a denial carries in server mode: one of the fixed reasons the patient is shown. */
export const DENIAL_REQUEST = { reason: 'not-eligible-in-state' } as const;
