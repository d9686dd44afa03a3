import { EXAMPLE_ANSWERS, type SurveyAnswers } from '../survey';

export interface ReviewRecord extends SurveyAnswers {
  wantsToBuy: string;
}

/**
 * The fixed sample record the review page shows for a case that has no answers (SPEC §2):
 * each answer's example from the step table, and the product.
 */
export const SAMPLE_REVIEW_RECORD: ReviewRecord = {
  ...EXAMPLE_ANSWERS,
  wantsToBuy: 'Fitness bike',
};
