import { describe, expect, it } from 'vitest';
import { parseLetterRequest } from '../../../machines/letter';

// An approval's body: 1 to 25 diagnoses (the survey lists 25 conditions), each a condition
// and an ICD-10-CM code; a product, usage and duration of 1 to 200 characters each.
const recommendation = {
  product: 'Stationary exercise bike (indoor cycling)',
  usage: '30 minutes a day, 5 days a week',
  duration: '12 months',
};
const obesity = { condition: 'Obesity', code: 'E66.9' };

function problemOf(body: unknown): string {
  const result = parseLetterRequest(body);
  if (result.ok) throw new Error('expected a refusal');
  return result.problem;
}

describe('an approval request’s diagnoses', () => {
  it('takes up to 25 diagnoses and refuses a 26th', () => {
    const many = (count: number) => Array.from({ length: count }, () => obesity);
    expect(parseLetterRequest({ diagnoses: many(25), recommendation }).ok).toBe(true);
    expect(problemOf({ diagnoses: many(26), recommendation })).toMatch(/at most 25 diagnoses/);
  });

  it('names a diagnosis without a condition by its place, not its content', () => {
    const diagnoses = [obesity, { condition: '  ', code: 'E66.9' }];
    expect(problemOf({ diagnoses, recommendation })).toMatch(/^Diagnosis 2 needs a condition/);
    expect(problemOf({ diagnoses: [{ code: 'E66.9' }], recommendation })).toMatch(
      /^Diagnosis 1 needs a condition/,
    );
  });

  it('names a diagnosis with a code in the wrong form by its place and says the form', () => {
    const diagnoses = [obesity, { condition: 'Knee Pain', code: 'M2556' }];
    const problem = problemOf({ diagnoses, recommendation });
    expect(problem).toMatch(/^Diagnosis 2: .*ICD-10-CM code/);
    expect(problem).not.toMatch(/Knee Pain/);
  });

  it('refuses a code that is not text, and an entry that is not an object', () => {
    expect(problemOf({ diagnoses: [{ condition: 'Obesity', code: 669 }], recommendation })).toMatch(
      /^Diagnosis 1:/,
    );
    expect(problemOf({ diagnoses: ['Obesity'], recommendation })).toMatch(/^Diagnosis 1 needs/);
  });

  it('keeps a condition of 200 characters, trimmed, and refuses 201', () => {
    const long = 'C'.repeat(200);
    expect(
      parseLetterRequest({
        diagnoses: [{ condition: ` ${long} `, code: 'E66.9' }],
        recommendation,
      }),
    ).toEqual({
      ok: true,
      request: { diagnoses: [{ condition: long, code: 'E66.9' }], recommendation },
    });
    expect(
      parseLetterRequest({ diagnoses: [{ condition: `${long}C`, code: 'E66.9' }], recommendation })
        .ok,
    ).toBe(false);
  });
});

describe('an approval request’s recommendation', () => {
  it('refuses an empty or over-long part and says each takes 1 to 200 characters', () => {
    for (const part of ['product', 'usage', 'duration'] as const) {
      for (const value of ['', '  ', 'x'.repeat(201), 7]) {
        const problem = problemOf({
          diagnoses: [obesity],
          recommendation: { ...recommendation, [part]: value },
        });
        expect(problem).toMatch(/product, how it is used and for how long/);
        expect(problem).toMatch(/1 to 200 characters/);
      }
    }
  });

  it('keeps a part of exactly 200 characters', () => {
    const duration = 'd'.repeat(200);
    expect(
      parseLetterRequest({ diagnoses: [obesity], recommendation: { ...recommendation, duration } }),
    ).toEqual({
      ok: true,
      request: { diagnoses: [obesity], recommendation: { ...recommendation, duration } },
    });
  });
});

describe('the text rule in an approval request', () => {
  const BAD = ['\u0000', '\uD800', '\u001b', '\u0007'];

  it('refuses a control or broken character in a diagnosis, naming it by its place', () => {
    for (const bad of BAD) {
      const condition = { condition: `Obe${bad}sity`, code: 'E66.9' };
      expect(problemOf({ diagnoses: [obesity, condition], recommendation })).toMatch(
        /^There is an? .*character in the condition of diagnosis 2: remove it to continue\.$/,
      );
      const code = { condition: 'Obesity', code: `E66${bad}.9` };
      expect(problemOf({ diagnoses: [code], recommendation })).toMatch(
        /character in the code of diagnosis 1: remove it/,
      );
    }
  });

  it('refuses a control or broken character in each part of the recommendation, naming it', () => {
    const names = {
      product: 'the recommended product',
      usage: 'the frequency of use',
      duration: 'the duration',
    };
    for (const part of ['product', 'usage', 'duration'] as const) {
      for (const bad of BAD) {
        const problem = problemOf({
          diagnoses: [obesity],
          recommendation: { ...recommendation, [part]: `12${bad} months` },
        });
        expect(problem).toContain(`character in ${names[part]}: remove it to continue.`);
      }
    }
  });

  it('keeps text the rule takes, normalised', () => {
    const result = parseLetterRequest({
      diagnoses: [{ condition: 'Cafe\u0301 au lait spots', code: 'L81.3' }],
      recommendation,
    });
    expect(result).toMatchObject({
      ok: true,
      request: { diagnoses: [{ condition: 'Caf\u00e9 au lait spots', code: 'L81.3' }] },
    });
  });
});
