import { describe, expect, it } from 'vitest';
import { adultBmiCode, initialLetterForm, suggestedDiagnoses } from '../../../machines/letter';

// Codes from the ICD-10-CM code set (FY2025 onward), written out in
// docs/decisions/2026-11-26-bmi-and-obesity-codes.md: E66.811–E66.813 obesity class 1–3,
// E66.3 overweight, Z68.1 / Z68.20–Z68.39 / Z68.41–Z68.45 adult BMI.
const adult = (height: string, weight: string) => ({ height, weight, age: '40' });

describe('the adult BMI code (Z68) of a BMI', () => {
  it.each([
    [15.2, 'Z68.1'],
    [19.9, 'Z68.1'],
    [20, 'Z68.20'],
    [24.9, 'Z68.24'],
    [25, 'Z68.25'],
    [29.9, 'Z68.29'],
    [30, 'Z68.30'],
    [37.1, 'Z68.37'],
    [39.9, 'Z68.39'],
    [40, 'Z68.41'],
    [44.9, 'Z68.41'],
    [45, 'Z68.42'],
    [49.9, 'Z68.42'],
    [50, 'Z68.43'],
    [59.9, 'Z68.43'],
    [60, 'Z68.44'],
    [69.9, 'Z68.44'],
    [70, 'Z68.45'],
    [152.6, 'Z68.45'],
  ])('%s is %s', (bmi, code) => {
    expect(adultBmiCode(bmi)).toBe(code);
  });
});

describe('suggested codes that follow the BMI', () => {
  it('codes obesity by its class, with the Z68 code after it (5\'6", 230 lbs)', () => {
    expect(suggestedDiagnoses(['Knee Pain', 'Obesity'], adult(`5'6"`, '230'))).toEqual([
      { condition: 'Knee Pain', code: 'M25.569' },
      { condition: 'Obesity', code: 'E66.812' },
      { condition: 'Body mass index 37.1, adult', code: 'Z68.37' },
    ]);
  });

  it.each([
    // 703 × 190 / 66² = 30.66…; 703 × 280 / 66² = 45.18…
    [`5'6"`, '190', 'E66.811', 'Body mass index 30.7, adult', 'Z68.30'],
    [`5'6"`, '280', 'E66.813', 'Body mass index 45.2, adult', 'Z68.42'],
  ])('codes obesity at %s, %s lbs as %s', (height, weight, code, bmiName, bmiCode) => {
    expect(suggestedDiagnoses(['Obesity'], adult(height, weight))).toEqual([
      { condition: 'Obesity', code },
      { condition: bmiName, code: bmiCode },
    ]);
  });

  it('codes overweight as E66.3 with its Z68 code', () => {
    // 703 × 170 / 66² = 27.43…
    expect(suggestedDiagnoses(['Overweight'], adult(`5'6"`, '170'))).toEqual([
      { condition: 'Overweight', code: 'E66.3' },
      { condition: 'Body mass index 27.4, adult', code: 'Z68.27' },
    ]);
  });

  it('keeps the unspecified obesity code when the BMI is under 30, with the true BMI', () => {
    expect(suggestedDiagnoses(['Obesity'], adult(`5'6"`, '170'))).toEqual([
      { condition: 'Obesity', code: 'E66.9' },
      { condition: 'Body mass index 27.4, adult', code: 'Z68.27' },
    ]);
  });

  it('adds the BMI code once when both obesity and overweight are ticked', () => {
    expect(suggestedDiagnoses(['Obesity', 'Overweight'], adult(`5'6"`, '230'))).toEqual([
      { condition: 'Obesity', code: 'E66.812' },
      { condition: 'Body mass index 37.1, adult', code: 'Z68.37' },
      { condition: 'Overweight', code: 'E66.3' },
    ]);
  });

  it('adds no BMI code beside other conditions alone', () => {
    expect(suggestedDiagnoses(['Arthritis'], adult(`5'6"`, '230'))).toEqual([
      { condition: 'Arthritis', code: 'M19.90' },
    ]);
  });

  it('keeps the table’s codes under 20, where the adult codes do not apply', () => {
    expect(suggestedDiagnoses(['Obesity'], { height: `5'6"`, weight: '230', age: '19' })).toEqual([
      { condition: 'Obesity', code: 'E66.9' },
    ]);
  });

  it('keeps the table’s codes without a height and weight (a sample with none)', () => {
    expect(suggestedDiagnoses(['Obesity'], { height: '', weight: '', age: '45' })).toEqual([
      { condition: 'Obesity', code: 'E66.9' },
    ]);
    expect(suggestedDiagnoses(['Obesity'])).toEqual([{ condition: 'Obesity', code: 'E66.9' }]);
  });

  it('starts the Approve dialog’s letter from them', () => {
    expect(initialLetterForm(['Obesity'], adult(`5'6"`, '230')).diagnoses).toEqual([
      { condition: 'Obesity', code: 'E66.812' },
      { condition: 'Body mass index 37.1, adult', code: 'Z68.37' },
    ]);
  });
});
