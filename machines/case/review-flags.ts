import { WEIGHT_HINT_MAX_LBS, WEIGHT_HINT_MIN_LBS } from '../survey/survey.constants';
import {
  type BodyAnswers,
  bmiReading,
  formatBmi,
  OBESITY_MIN_BMI,
  OVERWEIGHT_BMI,
  type BmiReading,
} from './bmi';

/** An age above this is rare enough that a reviewer should see it is not a typing slip. */
const AGE_FLAG_ABOVE = 100;

type ReviewFlagKind =
  | 'obesityUnderThirty'
  | 'overweightOutsideRange'
  | 'noneBesideOthers'
  | 'weightOutsideHint'
  | 'ageOverHundred';

/** One answer that disagrees with another or with the numbers: shown, never a blocker. */
export interface ReviewFlag {
  kind: ReviewFlagKind;
  /** One sentence saying what disagrees. */
  text: string;
}

export interface FlaggedAnswers extends BodyAnswers {
  medicalConditions: readonly string[];
}

function bmiWords(reading: BmiReading): string {
  const category = reading.category === null ? '' : ` (${reading.category})`;
  return `the BMI from the height and weight is ${formatBmi(reading.bmi)}${category}`;
}

function conditionFlags(answers: FlaggedAnswers, reading: BmiReading | null): ReviewFlag[] {
  // Adult ranges only: under 20 a BMI is judged by percentile, which the survey cannot give.
  if (reading === null || reading.category === null) return [];
  const flags: ReviewFlag[] = [];
  const ticked = (condition: string) => answers.medicalConditions.includes(condition);
  if (ticked('Obesity') && reading.bmi < OBESITY_MIN_BMI) {
    flags.push({
      kind: 'obesityUnderThirty',
      text: `Obesity is ticked, but ${bmiWords(reading)}, under ${OBESITY_MIN_BMI}.`,
    });
  }
  if (
    ticked('Overweight') &&
    (reading.bmi < OVERWEIGHT_BMI.min || reading.bmi > OVERWEIGHT_BMI.max)
  ) {
    flags.push({
      kind: 'overweightOutsideRange',
      text: `Overweight is ticked, but ${bmiWords(reading)}, outside ${OVERWEIGHT_BMI.min}–${OVERWEIGHT_BMI.max}.`,
    });
  }
  return flags;
}

function noneFlag(conditions: readonly string[]): ReviewFlag[] {
  const others = conditions.filter((condition) => condition !== 'None').length;
  if (!conditions.includes('None') || others === 0) return [];
  const count = others === 1 ? '1 other condition' : `${others} other conditions`;
  return [{ kind: 'noneBesideOthers', text: `“None” is ticked beside ${count}.` }];
}

function numberFlags(answers: FlaggedAnswers): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  const weight = Number(answers.weight.trim());
  if (
    answers.weight.trim() !== '' &&
    (weight < WEIGHT_HINT_MIN_LBS || weight > WEIGHT_HINT_MAX_LBS)
  ) {
    flags.push({
      kind: 'weightOutsideHint',
      text: `The weight, ${answers.weight.trim()} lbs, is outside the ${WEIGHT_HINT_MIN_LBS}–${WEIGHT_HINT_MAX_LBS} lbs the survey suggests: it may be a typing slip.`,
    });
  }
  const age = Number(answers.age.trim());
  if (age > AGE_FLAG_ABOVE) {
    flags.push({
      kind: 'ageOverHundred',
      text: `The age, ${answers.age.trim()}, is over ${AGE_FLAG_ABOVE}: it may be a typing slip.`,
    });
  }
  return flags;
}

/**
 * The answers a reviewer should look at twice before signing: a weight condition the BMI
 * contradicts, "None" beside other conditions, a weight outside the survey's 50–500 lbs
 * hint, an age over 100 (docs/decisions/2026-11-26-bmi-and-obesity-codes.md). Flags
 * inform; they never block.
 */
export function reviewFlags(answers: FlaggedAnswers): ReviewFlag[] {
  return [
    ...conditionFlags(answers, bmiReading(answers)),
    ...noneFlag(answers.medicalConditions),
    ...numberFlags(answers),
  ];
}
