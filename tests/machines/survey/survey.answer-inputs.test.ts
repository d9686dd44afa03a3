import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_FIELDS,
  HEIGHTS,
  MEDICAL_CONDITIONS,
  US_STATES,
  type AnswerFieldName,
} from '../../../machines/survey';
import { ANSWER_INPUTS } from '../../../machines/survey/survey.answer-inputs';
import { SPEC_ANSWER_NAMES } from '../../support/spec-steps';

describe("the explorer's input for each answer", () => {
  it('gives every answer of SPEC §3 an input', () => {
    expect(Object.keys(ANSWER_INPUTS).toSorted()).toEqual(SPEC_ANSWER_NAMES.toSorted());
  });

  it('asks each answer as SPEC §3 types it', () => {
    expect(ANSWER_INPUTS).toEqual({
      name: { kind: 'text', multiline: false },
      age: { kind: 'number' },
      sex: { kind: 'choice', options: ['Female', 'Male', 'Other'] },
      state: { kind: 'choice', options: US_STATES },
      medicalConditions: { kind: 'choices', options: MEDICAL_CONDITIONS },
      hasChronicPain: { kind: 'yesNo' },
      height: { kind: 'choice', options: HEIGHTS },
      weight: { kind: 'number' },
      hasSurgery: { kind: 'yesNo' },
      riskFactors: { kind: 'text', multiline: true },
    });
    expect(US_STATES).toHaveLength(50);
    expect(MEDICAL_CONDITIONS).toHaveLength(25);
  });

  it("offers only options the answer's own rule accepts", () => {
    for (const [name, input] of Object.entries(ANSWER_INPUTS)) {
      const rule = ANSWER_FIELDS[name as AnswerFieldName].answer;
      if (input.kind === 'choice') {
        for (const option of input.options) expect(v.is(rule, option), option).toBe(true);
      }
      if (input.kind === 'choices') expect(v.is(rule, input.options)).toBe(true);
      if (input.kind === 'yesNo')
        expect([v.is(rule, true), v.is(rule, false)]).toEqual([true, true]);
    }
  });
});
