import type { MedicalCondition } from '../survey/survey.types';

export type DiagnosableCondition = Exclude<MedicalCondition, 'None'>;

/**
 * The ICD-10-CM code suggested for each survey condition; the reviewer confirms or corrects
 * it. "None" names no condition and has no code.
 */
export const SUGGESTED_ICD10_CM: Record<DiagnosableCondition, string> = {
  'Anxiety (Generalized Anxiety Disorder)': 'F41.1',
  Arthritis: 'M19.90',
  'Chronic Fatigue': 'R53.82',
  'Chronic Pain/Fibromyalgia': 'G89.29',
  'Coronary Artery Disease': 'I25.10',
  Depression: 'F32.A',
  'Fatty Liver Disease': 'K76.0',
  Fibromyalgia: 'M79.7',
  'High Cholesterol': 'E78.00',
  'Hypertension (High Blood Pressure)': 'I10',
  Insomnia: 'G47.00',
  'Insulin Resistance (Includes Pre-diabetes or Gestational Diabetes)': 'E88.819',
  'Kidney Disease': 'N18.9',
  'Knee Pain': 'M25.569',
  'Lower Back Pain': 'M54.50',
  Migraines: 'G43.909',
  Obesity: 'E66.9',
  'Osteopenia (low bone density)': 'M85.80',
  Overweight: 'E66.3',
  "Parkinson's Disease": 'G20.A1',
  Prediabetes: 'R73.03',
  'Thyroid Disease': 'E07.9',
  'Thyroid Dysfunction (Hypothyroidism or Hyperthyroidism)': 'E07.9',
  'Type 2 Diabetes': 'E11.9',
};

/**
 * An ICD-10-CM code's shape: a letter, a digit, a letter or digit (the category), then
 * optionally a dot and one to four letters or digits (F32.A, G20.A1, E88.819, S72.001A).
 */
const ICD10_CM_FORMAT = /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;

/** A code as typed, tidied: no surrounding spaces, upper case. */
export function normalizeIcd10Code(code: string): string {
  return code.trim().toUpperCase();
}

export function isIcd10CmCode(code: unknown): code is string {
  return typeof code === 'string' && ICD10_CM_FORMAT.test(code);
}

export const ICD10_FORMAT_MESSAGE =
  'An ICD-10-CM code is a letter, a digit, a letter or digit, then optionally a dot and 1 to 4 letters or digits (for example E66.9).';
