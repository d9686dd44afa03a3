import type { SurveyAnswers } from '../../../../machines/survey';

/** What a step's body gets: the step's unfinished answer and a way to change it. */
export interface StepBodyProps {
  titleId: string;
  draft: Partial<SurveyAnswers>;
  onChange: (patch: Partial<SurveyAnswers>) => void;
}
