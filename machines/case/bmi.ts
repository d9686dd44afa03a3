import { HEIGHT_FEET, HEIGHT_INCHES } from '../survey/survey.constants';
import type { AnswerFieldName } from '../survey/survey.steps';

/** The adult categories of the body-mass index, as a clinician says them. */
export const BMI_CATEGORIES = [
  'underweight',
  'healthy weight',
  'overweight',
  'obesity, class 1',
  'obesity, class 2',
  'obesity, class 3',
] as const;

export type BmiCategory = (typeof BMI_CATEGORIES)[number];

/** Each category above underweight with its lowest BMI (one decimal), highest first. */
const CATEGORY_FLOORS: readonly [number, BmiCategory][] = [
  [40, 'obesity, class 3'],
  [35, 'obesity, class 2'],
  [30, 'obesity, class 1'],
  [25, 'overweight'],
  [18.5, 'healthy weight'],
];

/** The overweight range, both ends included (one decimal). */
export const OVERWEIGHT_BMI = { min: 25, max: 29.9 } as const;
export const OBESITY_MIN_BMI = 30;

/** ICD-10-CM's adult BMI codes and the adult categories apply from this age (younger: percentiles). */
const ADULT_BMI_FROM_AGE = 20;

/** Pounds per square inch to kilograms per square metre. */
const LBS_PER_SQUARE_INCH_TO_BMI = 703;
const HEIGHT_FORM = /^(\d+)'(\d+)"$/;
const WEIGHT_FORM = /^\d+(\.\d+)?$/;

/** The survey's height (4'0" to 7'11") in inches; null for anything else. */
export function heightInInches(height: string): number | null {
  const match = HEIGHT_FORM.exec(height.trim());
  if (!match) return null;
  const feet = Number(match[1]);
  const inches = Number(match[2]);
  const known =
    (HEIGHT_FEET as readonly number[]).includes(feet) &&
    (HEIGHT_INCHES as readonly number[]).includes(inches);
  return known ? feet * 12 + inches : null;
}

/**
 * The body-mass index from the survey's height and weight (lbs), to one decimal, as the CDC's
 * calculator gives it: 703 × lbs ÷ inches². Null when either answer is missing or not a
 * positive number.
 */
export function bodyMassIndex(height: string, weight: string): number | null {
  const inches = heightInInches(height);
  const text = weight.trim();
  const pounds = WEIGHT_FORM.test(text) ? Number(text) : 0;
  if (inches === null || !(pounds > 0)) return null;
  return Math.round(((LBS_PER_SQUARE_INCH_TO_BMI * pounds) / (inches * inches)) * 10) / 10;
}

/** The adult category of a BMI as shown (one decimal), so 24.96 shown as 25.0 is overweight. */
export function bmiCategory(bmi: number): BmiCategory {
  return CATEGORY_FLOORS.find(([floor]) => bmi >= floor)?.[1] ?? 'underweight';
}

/**
 * What the review page and the letter read of a patient's height, weight and age: the
 * answers' own fields (a renamed one is an error here), each read as the text it was given.
 */
export type BodyAnswers = Record<Extract<AnswerFieldName, 'height' | 'weight' | 'age'>, string>;

export interface BmiReading {
  bmi: number;
  /** Null under 20: adult categories do not apply (a paediatric BMI is a percentile). */
  category: BmiCategory | null;
}

/** True for an age of 20 or more; an age that is not a number is taken as an adult's. */
function isAdultForBmi(age: string): boolean {
  const years = Number(age.trim());
  return age.trim() === '' || !Number.isFinite(years) || years >= ADULT_BMI_FROM_AGE;
}

export function bmiReading(answers: BodyAnswers): BmiReading | null {
  const bmi = bodyMassIndex(answers.height, answers.weight);
  if (bmi === null) return null;
  return { bmi, category: isAdultForBmi(answers.age) ? bmiCategory(bmi) : null };
}

/** "37.1": always one decimal, as ICD-10-CM's BMI ranges are written. */
export function formatBmi(bmi: number): string {
  return bmi.toFixed(1);
}

/** "BMI 37.1 · obesity, class 2"; under 20, the number with why it has no class. */
export function bmiSummary(reading: BmiReading): string {
  const value = `BMI ${formatBmi(reading.bmi)}`;
  return reading.category === null
    ? `${value} · adult classes apply from age ${ADULT_BMI_FROM_AGE}`
    : `${value} · ${reading.category}`;
}
