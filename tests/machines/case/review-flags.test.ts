import { describe, expect, it } from 'vitest';
import { reviewFlags } from '../../../machines/case/review-flags';

const answers = (overrides: Partial<Parameters<typeof reviewFlags>[0]>) => ({
  medicalConditions: [],
  height: `5'6"`,
  weight: '170',
  age: '40',
  ...overrides,
});

// Issue 36: a condition the BMI contradicts (Obesity under 30, Overweight outside 25–29.9),
// "None" beside other conditions, a weight outside the spec's 50–500 lbs hint, an odd age.
describe('answers that disagree, flagged for the reviewer', () => {
  it('flags nothing when the answers agree', () => {
    expect(reviewFlags(answers({ medicalConditions: ['Overweight'] }))).toEqual([]);
    expect(reviewFlags(answers({ medicalConditions: ['Obesity'], weight: '230' }))).toEqual([]);
  });

  it('flags Obesity under a BMI of 30, saying the BMI', () => {
    expect(reviewFlags(answers({ medicalConditions: ['Obesity'] }))).toEqual([
      {
        kind: 'obesityUnderThirty',
        text: 'Obesity is ticked, but the BMI from the height and weight is 27.4 (overweight), under 30.',
      },
    ]);
    // 703 × 185 / 66² = 29.85… shown as 29.9: still under 30.
    expect(reviewFlags(answers({ medicalConditions: ['Obesity'], weight: '185' }))).toHaveLength(1);
    // 703 × 186 / 66² = 30.01…
    expect(reviewFlags(answers({ medicalConditions: ['Obesity'], weight: '186' }))).toEqual([]);
  });

  it('flags Overweight above 29.9 (the issue’s 5\'6", 230 lbs)', () => {
    expect(reviewFlags(answers({ medicalConditions: ['Overweight'], weight: '230' }))).toEqual([
      {
        kind: 'overweightOutsideRange',
        text: 'Overweight is ticked, but the BMI from the height and weight is 37.1 (obesity, class 2), outside 25–29.9.',
      },
    ]);
  });

  it('flags Overweight under 25 and not at its edges', () => {
    // 703 × 155 / 66² = 25.01…; 703 × 154 / 66² = 24.85…
    expect(reviewFlags(answers({ medicalConditions: ['Overweight'], weight: '155' }))).toEqual([]);
    expect(reviewFlags(answers({ medicalConditions: ['Overweight'], weight: '154' }))).toEqual([
      expect.objectContaining({ kind: 'overweightOutsideRange' }),
    ]);
    // 703 × 185 / 66² shown as 29.9: inside.
    expect(reviewFlags(answers({ medicalConditions: ['Overweight'], weight: '185' }))).toEqual([]);
  });

  it('judges no weight condition by adult ranges under 20', () => {
    const young = answers({ medicalConditions: ['Obesity', 'Overweight'], age: '19' });
    expect(reviewFlags(young)).toEqual([]);
  });

  it('flags None beside other conditions, counting them', () => {
    expect(reviewFlags(answers({ medicalConditions: ['None', 'Arthritis'] }))).toEqual([
      { kind: 'noneBesideOthers', text: '“None” is ticked beside 1 other condition.' },
    ]);
    expect(
      reviewFlags(answers({ medicalConditions: ['Arthritis', 'None', 'Insomnia'] }))[0]?.text,
    ).toBe('“None” is ticked beside 2 other conditions.');
    expect(reviewFlags(answers({ medicalConditions: ['None'] }))).toEqual([]);
  });

  it('flags a weight outside the 50–500 lbs hint, not at its ends', () => {
    expect(reviewFlags(answers({ weight: '49' }))).toEqual([
      {
        kind: 'weightOutsideHint',
        text: 'The weight, 49 lbs, is outside the 50–500 lbs the survey suggests: it may be a typing slip.',
      },
    ]);
    expect(reviewFlags(answers({ weight: '1700' }))[0]?.kind).toBe('weightOutsideHint');
    expect(reviewFlags(answers({ weight: '50' }))).toEqual([]);
    expect(reviewFlags(answers({ weight: '500' }))).toEqual([]);
  });

  it('flags no weight when none was given', () => {
    expect(reviewFlags(answers({ weight: '' }))).toEqual([]);
    expect(reviewFlags(answers({ weight: ' ' }))).toEqual([]);
  });

  it('flags an age over 100, not 100 itself', () => {
    expect(reviewFlags(answers({ age: '101' }))).toEqual([
      { kind: 'ageOverHundred', text: 'The age, 101, is over 100: it may be a typing slip.' },
    ]);
    expect(reviewFlags(answers({ age: '100' }))).toEqual([]);
  });

  it('lists every flag that applies, conditions first', () => {
    const kinds = reviewFlags(
      answers({ medicalConditions: ['None', 'Obesity'], weight: '40', age: '118' }),
    ).map((flag) => flag.kind);
    expect(kinds).toEqual([
      'obesityUnderThirty',
      'noneBesideOthers',
      'weightOutsideHint',
      'ageOverHundred',
    ]);
  });
});
