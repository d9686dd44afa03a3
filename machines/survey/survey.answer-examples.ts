import type { SubmittedAnswers } from './survey.types';

/**
 * The one complete set of answers, a valid example of each field: the review page's fixed
 * sample record (SPEC §2), and what the explorer, the bench and the tests start from (a test
 * that needs another person changes what it needs of a copy, so a new field reaches it too).
 * Typed by the step table's fields, so the compiler refuses a field it forgets. Not in the
 * survey's index: the first page never carries it.
 */
export const EXAMPLE_ANSWERS: SubmittedAnswers = {
  name: 'John Smith',
  age: '45',
  sex: 'Male',
  state: 'California',
  medicalConditions: ['Hypertension (High Blood Pressure)', 'Lower Back Pain', 'Obesity'],
  hasChronicPain: true,
  height: `5'10"`,
  weight: '210',
  hasSurgery: false,
  riskFactors: 'Family history of heart disease; sedentary desk job.',
};
