import { STEP_FIELDS, type QuestionStepId, SURVEY_STEPS } from '../machines/survey';
import {
  areValidConditions,
  isValidAge,
  isValidHeight,
  isValidName,
  isValidRiskFactors,
  isValidSex,
  isValidState,
  isValidWeight,
  isYesOrNo,
  type SurveyAnswers,
} from '../machines/survey';

/** The survey's own rule for each answer, to name in a refusal which step is off. */
const FIELD_RULES: Record<keyof SurveyAnswers, (value: unknown) => boolean> = {
  name: isValidName,
  age: isValidAge,
  sex: isValidSex,
  state: isValidState,
  medicalConditions: areValidConditions,
  hasChronicPain: isYesOrNo,
  height: isValidHeight,
  weight: isValidWeight,
  hasSurgery: isYesOrNo,
  riskFactors: isValidRiskFactors,
};

/**
 * Why parseSurveyAnswers refused a submission, for a person: the first step whose answer is
 * missing or breaks that step's rule, e.g. "Step 2 (age): the answer is missing or not valid."
 */
export function describeInvalidAnswers(value: unknown): string {
  const answers =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const steps = Object.entries(STEP_FIELDS) as [QuestionStepId, readonly (keyof SurveyAnswers)[]][];
  for (const [step, fields] of steps) {
    const bad = fields.filter((field) => !FIELD_RULES[field](answers[field]));
    if (bad.length > 0) {
      const number = SURVEY_STEPS.indexOf(step) + 1;
      return `The answers were not accepted. Step ${number} (${bad.join(', ')}): the answer is missing or not valid.`;
    }
  }
  return 'The answers were not accepted: they are not a complete survey.';
}
