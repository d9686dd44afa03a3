import { describe, expect, it } from 'vitest';
import {
  bmiCategory,
  bmiReading,
  bmiSummary,
  bodyMassIndex,
  heightInInches,
} from '../../../machines/case/bmi';

// Expected values: the CDC's formula (703 × lbs ÷ in², one decimal), its worked example and
// the adult categories of issue 36 (under 18.5, 18.5–24.9, 25–29.9, 30–34.9, 35–39.9, 40+).
describe('body-mass index from the survey’s height and weight', () => {
  it('gives the CDC’s worked example: 150 lbs at 5\'5" is 24.96, shown as 25.0', () => {
    expect(bodyMassIndex(`5'5"`, '150')).toBe(25);
  });

  it('gives the issue’s case: 230 lbs at 5\'6" is 37.1', () => {
    expect(bodyMassIndex(`5'6"`, '230')).toBe(37.1);
  });

  it('reads the shortest and the tallest heights of the survey', () => {
    expect(heightInInches(`4'0"`)).toBe(48);
    expect(heightInInches(`7'11"`)).toBe(95);
    // 703 × 100 / 48² = 30.51…; 703 × 250 / 95² = 19.47…
    expect(bodyMassIndex(`4'0"`, '100')).toBe(30.5);
    expect(bodyMassIndex(`7'11"`, '250')).toBe(19.5);
  });

  it('takes a weight with decimals and spaces around it', () => {
    // 703 × 180.5 / 70² = 25.89…
    expect(bodyMassIndex(`5'10"`, ' 180.5 ')).toBe(25.9);
  });

  it('has no BMI without a height or weight it can read', () => {
    expect(bodyMassIndex('', '150')).toBeNull();
    expect(bodyMassIndex(`5'5"`, '')).toBeNull();
    expect(bodyMassIndex(`5'5"`, '0')).toBeNull();
    expect(bodyMassIndex(`5'5"`, 'heavy')).toBeNull();
    expect(bodyMassIndex(`5'5"`, '-150')).toBeNull();
    expect(bodyMassIndex(`3'11"`, '150')).toBeNull();
    expect(bodyMassIndex(`8'0"`, '150')).toBeNull();
    expect(bodyMassIndex(`5'12"`, '150')).toBeNull();
    expect(bodyMassIndex('65 inches', '150')).toBeNull();
  });
});

describe('adult BMI categories, at the edges of each', () => {
  it.each([
    [10, 'underweight'],
    [18.4, 'underweight'],
    [18.5, 'healthy weight'],
    [24.9, 'healthy weight'],
    [25, 'overweight'],
    [29.9, 'overweight'],
    [30, 'obesity, class 1'],
    [34.9, 'obesity, class 1'],
    [35, 'obesity, class 2'],
    [39.9, 'obesity, class 2'],
    [40, 'obesity, class 3'],
    [75.3, 'obesity, class 3'],
  ] as const)('%s is %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });
});

describe('the BMI as the review page shows it', () => {
  it('says the number and its class: "BMI 37.1 · obesity, class 2"', () => {
    const reading = bmiReading({ height: `5'6"`, weight: '230', age: '40' });
    expect(reading).toEqual({ bmi: 37.1, category: 'obesity, class 2' });
    expect(bmiSummary(reading!)).toBe('BMI 37.1 · obesity, class 2');
  });

  it('keeps one decimal on a whole number', () => {
    expect(bmiSummary(bmiReading({ height: `5'5"`, weight: '150', age: '20' })!)).toBe(
      'BMI 25.0 · overweight',
    );
  });

  it('gives no adult class under 20, saying why', () => {
    const reading = bmiReading({ height: `5'6"`, weight: '230', age: '19' });
    expect(reading).toEqual({ bmi: 37.1, category: null });
    expect(bmiSummary(reading!)).toBe('BMI 37.1 · adult classes apply from age 20');
  });

  it('takes an age it cannot read as an adult’s', () => {
    for (const age of ['', 'unknown']) {
      expect(bmiReading({ height: `5'6"`, weight: '230', age })?.category).toBe('obesity, class 2');
    }
  });

  it('reads a height with spaces around it', () => {
    expect(heightInInches(` 5'5" `)).toBe(65);
  });

  it('has nothing to show without a height or weight', () => {
    expect(bmiReading({ height: '', weight: '150', age: '40' })).toBeNull();
  });
});
