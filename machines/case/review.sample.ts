import type { SurveyAnswers } from '../survey';

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
