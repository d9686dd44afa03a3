import { describe, expect, it } from 'vitest';
import { MEDICAL_CONDITIONS } from '../../../machines/survey';
import {
  isIcd10CmCode,
  normalizeIcd10Code,
  suggestedDiagnoses,
  SUGGESTED_ICD10_CM,
} from '../../../machines/letter';

/** The product text's table of suggested codes, copied as written. */
const PRODUCT_TABLE: Record<string, string> = {
  'Anxiety (Generalized Anxiety Disorder)': 'F41.1',
  'Kidney Disease': 'N18.9',
  Arthritis: 'M19.90',
  'Knee Pain': 'M25.569',
  'Chronic Fatigue': 'R53.82',
  'Lower Back Pain': 'M54.50',
  'Chronic Pain/Fibromyalgia': 'G89.29',
  Migraines: 'G43.909',
  'Coronary Artery Disease': 'I25.10',
  Obesity: 'E66.9',
  Depression: 'F32.A',
  'Osteopenia (low bone density)': 'M85.80',
  'Fatty Liver Disease': 'K76.0',
  Overweight: 'E66.3',
  Fibromyalgia: 'M79.7',
  "Parkinson's Disease": 'G20.A1',
  'High Cholesterol': 'E78.00',
  Prediabetes: 'R73.03',
  'Hypertension (High Blood Pressure)': 'I10',
  'Thyroid Disease': 'E07.9',
  Insomnia: 'G47.00',
  'Thyroid Dysfunction (Hypothyroidism or Hyperthyroidism)': 'E07.9',
  'Insulin Resistance (Includes Pre-diabetes or Gestational Diabetes)': 'E88.819',
  'Type 2 Diabetes': 'E11.9',
};

describe('suggested ICD-10-CM codes', () => {
  it('has the product table exactly, one code for every condition but None', () => {
    expect(SUGGESTED_ICD10_CM).toEqual(PRODUCT_TABLE);
    expect(Object.keys(SUGGESTED_ICD10_CM)).toHaveLength(MEDICAL_CONDITIONS.length - 1);
  });

  it('suggests each named condition with its code and nothing for None', () => {
    expect(suggestedDiagnoses(['Obesity', 'None', 'Knee Pain'])).toEqual([
      { condition: 'Obesity', code: 'E66.9' },
      { condition: 'Knee Pain', code: 'M25.569' },
    ]);
    expect(suggestedDiagnoses(['None'])).toEqual([]);
  });

  it('every suggested code has the ICD-10-CM form', () => {
    for (const code of Object.values(PRODUCT_TABLE)) expect(isIcd10CmCode(code)).toBe(true);
  });
});

describe('ICD-10-CM code format', () => {
  it.each(['I10', 'E66.9', 'F32.A', 'G20.A1', 'E88.819', 'S72.001A', 'U07.1'])(
    'accepts %s',
    (code) => {
      expect(isIcd10CmCode(code)).toBe(true);
    },
  );

  it.each(['', 'I1', '110', 'E66.', 'E66.12345', 'e66.9', 'E669 ', 'E66,9', 'EE6.9', 'E66-9'])(
    'refuses %j',
    (code) => {
      expect(isIcd10CmCode(code)).toBe(false);
    },
  );

  it('refuses anything before the code and what is not text', () => {
    expect(isIcd10CmCode('1E66.9')).toBe(false);
    expect(isIcd10CmCode(' E66.9')).toBe(false);
    expect(isIcd10CmCode(['E66.9'])).toBe(false);
    expect(isIcd10CmCode(669)).toBe(false);
  });

  it('tidies a typed code before the check: spaces dropped, upper case', () => {
    expect(normalizeIcd10Code('  e66.9 ')).toBe('E66.9');
  });
});
