import { type BmiCategory, type BodyAnswers, bmiReading, formatBmi } from '../case/bmi';
import type { Diagnosis } from './letter.content';

/**
 * ICD-10-CM's class-specific obesity codes (in the code set since October 2024) and the
 * overweight code; the table and its source: docs/decisions/2026-11-26-bmi-and-obesity-codes.md.
 */
export const OBESITY_CLASS_CODES: Partial<Record<BmiCategory, string>> = {
  'obesity, class 1': 'E66.811',
  'obesity, class 2': 'E66.812',
  'obesity, class 3': 'E66.813',
};
export const OVERWEIGHT_CODE = 'E66.3';

/** Z68.41–Z68.45: the adult BMI codes above 40, by their lowest BMI, highest first. */
const Z68_FROM_40: readonly [number, string][] = [
  [70, 'Z68.45'],
  [60, 'Z68.44'],
  [50, 'Z68.43'],
  [45, 'Z68.42'],
  [40, 'Z68.41'],
];

/**
 * The adult BMI code (Z68, for persons 20 or older) of a BMI to one decimal: Z68.1 up to
 * 19.9, one code per whole number from 20 to 39 (Z68.20–Z68.39), then the wider bands of 40
 * and over.
 */
export function adultBmiCode(bmi: number): string {
  const band = Z68_FROM_40.find(([floor]) => bmi >= floor);
  if (band) return band[1];
  return bmi < 20 ? 'Z68.1' : `Z68.${Math.floor(bmi)}`;
}

/** How the BMI code is named on the letter and in the dialog: "Body mass index 37.1, adult". */
export function bmiDiagnosisName(bmi: number): string {
  return `Body mass index ${formatBmi(bmi)}, adult`;
}

const WEIGHT_CONDITIONS = new Set(['Obesity', 'Overweight']);

/**
 * The diagnoses suggested from the BMI: an adult's Obesity takes its class's code when the
 * BMI is in a class (else E66.9 stays, and a flag says why), Overweight takes E66.3, and the
 * first of them is followed by the Z68 code of the BMI, once. Without a BMI or under 20 the
 * table's codes stand alone (the adult codes do not apply).
 */
export function withBmiCodes(diagnoses: readonly Diagnosis[], body: BodyAnswers): Diagnosis[] {
  const reading = bmiReading(body);
  if (reading === null || reading.category === null) return [...diagnoses];
  const classCode = OBESITY_CLASS_CODES[reading.category];
  const bmiCode = { condition: bmiDiagnosisName(reading.bmi), code: adultBmiCode(reading.bmi) };
  let bmiCodeAdded = false;
  return diagnoses.flatMap((diagnosis) => {
    if (!WEIGHT_CONDITIONS.has(diagnosis.condition)) return [diagnosis];
    const code =
      diagnosis.condition === 'Obesity' ? (classCode ?? diagnosis.code) : OVERWEIGHT_CODE;
    const coded = { ...diagnosis, code };
    if (bmiCodeAdded) return [coded];
    bmiCodeAdded = true;
    return [coded, bmiCode];
  });
}
