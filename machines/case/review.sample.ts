import { EXAMPLE_ANSWERS } from '../survey/survey.answer-examples';
import type { SurveyAnswers } from '../survey/survey.types';

export interface ReviewRecord extends SurveyAnswers {
  wantsToBuy: string;
}

/**
 * The fixed sample record the review page shows for a case that has no answers (SPEC §2):
 * each answer's example (survey.answer-examples.ts), and the product.
 */
export const SAMPLE_REVIEW_RECORD: ReviewRecord = {
  ...EXAMPLE_ANSWERS,
  wantsToBuy: 'Fitness bike',
};
