import type { SurveyAnswers } from '../../../../machines/survey';

/** What a step's body gets: the step's unfinished answer and a way to change it. */
export interface StepBodyProps {
  /** The step title's id: it labels the step's field or group. */
  titleId: string;
  /** The subtitle's id, when the step has one: it describes the step's field or group. */
  subtitleId?: string;
  draft: Partial<SurveyAnswers>;
  onChange: (patch: Partial<SurveyAnswers>) => void;
}
