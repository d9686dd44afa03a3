import {
  MAX_AGE,
  MAX_RISK_FACTORS_LENGTH,
  MIN_AGE,
  type SurveyGuardName,
} from '../../../machines/survey';

/**
 * What each of the machine's Continue guards asks of the person, in their words. The rule
 * itself stays in the machine: a screen shows the text of the guard that refused.
 */
export const CONTINUE_REQUIREMENTS: Record<SurveyGuardName, string> = {
  isNameValid: 'Enter your first and last name to continue',
  isAgeValid: `Enter your age, a whole number from ${MIN_AGE} to ${MAX_AGE}, to continue`,
  isSexChosen: 'Choose Female, Male or Other to continue',
  isStateChosen: 'Choose the state you live in to continue',
  areConditionsValid: 'Choose conditions from the list to continue',
  isChronicPainAnswered: 'Choose Yes or No to continue',
  isHeightWeightValid: 'Choose your height and enter your weight to continue',
  isSurgeryAnswered: 'Choose Yes or No to continue',
  areRiskFactorsValid: `Shorten the text to ${MAX_RISK_FACTORS_LENGTH} characters to continue`,
  areAllAnswersValid: 'Some earlier answers are missing. Go back to complete them.',
};
