import type { SurveyAnswers } from '../survey/survey.types';
import type { CaseRecord } from './case.types';

export const CASES_STORAGE_KEY = 'cases';
export const MIN_STORED_CASES = 10;

/** The ten sample cases of SPEC §3: ids 1–10, 2024-01-06 to 2024-01-15, one Denied. */
export const SEED_CASES: readonly CaseRecord[] = [
  { id: 1, name: 'John Smith', status: 'Open', dateSubmitted: '2024-01-06' },
  { id: 2, name: 'Sarah Johnson', status: 'Open', dateSubmitted: '2024-01-07' },
  { id: 3, name: 'Michael Brown', status: 'Completed', dateSubmitted: '2024-01-08' },
  { id: 4, name: 'Emily Davis', status: 'Open', dateSubmitted: '2024-01-09' },
  { id: 5, name: 'David Wilson', status: 'Denied', dateSubmitted: '2024-01-10' },
  { id: 6, name: 'Jessica Martinez', status: 'Open', dateSubmitted: '2024-01-11' },
  { id: 7, name: 'Robert Anderson', status: 'Completed', dateSubmitted: '2024-01-12' },
  { id: 8, name: 'Ashley Taylor', status: 'Open', dateSubmitted: '2024-01-13' },
  { id: 9, name: 'Christopher Thomas', status: 'Open', dateSubmitted: '2024-01-14' },
  { id: 10, name: 'Amanda Garcia', status: 'Completed', dateSubmitted: '2024-01-15' },
];

export interface ReviewRecord extends SurveyAnswers {
  wantsToBuy: string;
}

/** The fixed sample record the review page shows for a case that has no answers (SPEC §2). */
export const SAMPLE_REVIEW_RECORD: ReviewRecord = {
  name: 'John Smith',
  age: '45',
  sex: 'Male',
  state: 'California',
  medicalConditions: ['Hypertension (High Blood Pressure)', 'Lower Back Pain', 'Obesity'],
  hasChronicPain: true,
  height: '5\'10"',
  weight: '210',
  hasSurgery: false,
  riskFactors: 'Family history of heart disease; sedentary desk job.',
  wantsToBuy: 'Fitness bike',
};
