import { describe, expect, it } from 'vitest';
import {
  HEIGHTS,
  isUnderAge,
  isValidAnswer,
  isValidName,
  MEDICAL_CONDITIONS,
  parseDraftAnswers,
  parseStepAnswer,
  parseSurveyAnswers,
  stepAnswerProblem,
  US_STATES,
  emptyAnswers,
} from '../../../machines/survey';
import { completeAnswers } from './survey.fixtures';

// Each answer's rule, asked of the answers' schema by field.
const isValidAge = (age: unknown) => isValidAnswer('age', age);
const isValidSex = (sex: unknown) => isValidAnswer('sex', sex);
const isValidState = (state: unknown) => isValidAnswer('state', state);
const areValidConditions = (conditions: unknown) => isValidAnswer('medicalConditions', conditions);
const isYesOrNo = (answer: unknown) => isValidAnswer('hasChronicPain', answer);
const isValidHeight = (height: unknown) => isValidAnswer('height', height);
const isValidWeight = (weight: unknown) => isValidAnswer('weight', weight);
const isValidRiskFactors = (text: unknown) => isValidAnswer('riskFactors', text);
const isSurveyAnswers = (value: unknown) => parseSurveyAnswers(value) !== null;
const isDraftAnswers = (value: unknown) => parseDraftAnswers(value) !== null;

describe('name', () => {
  it.each([
    ['Ada Lovelace', true],
    ['  Ada  ', true],
    ['A', true],
    ['', false],
    ['   ', false],
    ['\t\n', false],
  ])('%j is valid: %s', (name, valid) => expect(isValidName(name)).toBe(valid));
});

describe('age: a whole number from 18 to 120', () => {
  it.each([
    ['17', false],
    ['18', true],
    ['120', true],
    ['121', false],
    ['18.5', false],
    [' 30 ', true],
    ['', false],
    ['abc', false],
    ['-5', false],
    ['1e2', false],
    ['0', false],
    ['018', true],
  ])('%j is valid: %s', (age, valid) => expect(isValidAge(age)).toBe(valid));

  it.each([
    ['17', true],
    ['0', true],
    ['-5', true],
    ['17.9', true],
    ['18', false],
    ['121', false],
    ['', false],
    ['abc', false],
  ])('%j is under 18 (gets the message): %s', (age, under) => expect(isUnderAge(age)).toBe(under));
});

describe('choices', () => {
  it('takes exactly Female, Male or Other for sex', () => {
    expect(['Female', 'Male', 'Other'].every(isValidSex)).toBe(true);
    expect([null, '', 'female', 'Unknown'].some(isValidSex)).toBe(false);
  });

  it('takes the 50 states, alphabetical, and nothing else', () => {
    expect(US_STATES).toHaveLength(50);
    expect([...US_STATES].sort()).toEqual([...US_STATES]);
    expect(isValidState('Ohio')).toBe(true);
    expect(isValidState('District of Columbia')).toBe(false);
    expect(isValidState('Puerto Rico')).toBe(false);
    expect(isValidState(null)).toBe(false);
  });

  it('takes Yes or No and refuses unset', () => {
    expect(isYesOrNo(true)).toBe(true);
    expect(isYesOrNo(false)).toBe(true);
    expect(isYesOrNo(null)).toBe(false);
    expect(isYesOrNo(undefined)).toBe(false);
  });
});

describe('medical conditions', () => {
  it('lists the 25 options in the spec order, None last', () => {
    expect(MEDICAL_CONDITIONS).toHaveLength(25);
    expect(MEDICAL_CONDITIONS[0]).toBe('Anxiety (Generalized Anxiety Disorder)');
    expect(MEDICAL_CONDITIONS.at(-1)).toBe('None');
  });

  it('may be empty, and None is not exclusive', () => {
    expect(areValidConditions([])).toBe(true);
    expect(areValidConditions(['None', 'Arthritis'])).toBe(true);
    expect(areValidConditions(['Cancer'])).toBe(false);
    expect(areValidConditions('Arthritis')).toBe(false);
  });
});

describe('height and weight', () => {
  it('offers every height from 4\'0" to 7\'11"', () => {
    expect(HEIGHTS).toHaveLength(48);
    expect(HEIGHTS[0]).toBe(`4'0"`);
    expect(HEIGHTS[11]).toBe(`4'11"`);
    expect(HEIGHTS.at(-1)).toBe(`7'11"`);
    expect(isValidHeight(`5'7"`)).toBe(true);
    expect(isValidHeight(`3'11"`)).toBe(false);
    expect(isValidHeight(`8'0"`)).toBe(false);
    expect(isValidHeight('')).toBe(false);
  });

  it.each([
    ['150', true],
    ['150.5', true],
    ['20', true], // the 50–500 hint is not enforced
    ['600', true],
    [' 150 ', true],
    ['', false],
    ['0', false],
    ['-5', false],
    ['abc', false],
    ['150kg', false],
    ['about 150', false],
    ['150.', false],
  ])('weight %j is valid: %s', (weight, valid) => expect(isValidWeight(weight)).toBe(valid));
});

describe('whole answers', () => {
  const complete = { ...completeAnswers, name: 'Ada', medicalConditions: [], riskFactors: '' };

  it('accepts a complete submission, empty risk factors and conditions included', () => {
    expect(isSurveyAnswers(complete)).toBe(true);
  });

  it('refuses a submission with a missing or wrong answer', () => {
    expect(isSurveyAnswers({ ...complete, hasSurgery: null })).toBe(false);
    expect(isSurveyAnswers({ ...complete, age: '12' })).toBe(false);
    expect(isSurveyAnswers(null)).toBe(false);
  });

  it('accepts drafts in progress but not a wrong shape', () => {
    expect(isDraftAnswers(emptyAnswers)).toBe(true);
    expect(isDraftAnswers({ ...emptyAnswers, age: '4' })).toBe(true);
    expect(isDraftAnswers({ ...emptyAnswers, medicalConditions: 'x' })).toBe(false);
    expect(isDraftAnswers({ name: 'Ada' })).toBe(false);
  });
});

describe('length limits (name 200, risk factors 2000, after trimming)', () => {
  it('accepts a name of 200 characters and refuses 201', () => {
    expect(isValidName('a'.repeat(200))).toBe(true);
    expect(isValidName(` ${'a'.repeat(200)} `)).toBe(true);
    expect(isValidName('a'.repeat(201))).toBe(false);
  });

  it('accepts risk factors of 2000 characters and refuses 2001', () => {
    expect(isValidRiskFactors('r'.repeat(2000))).toBe(true);
    expect(isValidRiskFactors('r'.repeat(2001))).toBe(false);
  });
});

describe('parseSurveyAnswers: untrusted answers become a submission', () => {
  it('keeps only the known fields and trims the texts', () => {
    const parsed = parseSurveyAnswers({
      ...completeAnswers,
      name: '  Ada Lovelace ',
      riskFactors: ' falls ',
      blob: 'x'.repeat(1000),
    });
    expect(parsed).toEqual({ ...completeAnswers, riskFactors: 'falls' });
    expect(parsed).not.toHaveProperty('blob');
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['an age of 5', { age: '5' }],
    ['no sex', { sex: null }],
    ['an unknown state', { state: 'Puerto Rico' }],
    ['an unknown condition', { medicalConditions: ['Flu'] }],
    ['unset chronic pain', { hasChronicPain: null }],
    ['a height out of range', { height: `8'0"` }],
    ['no weight', { weight: '' }],
    ['unset surgery', { hasSurgery: null }],
    ['a name of 201 characters', { name: 'a'.repeat(201) }],
  ])('refuses %s', (_, change) => {
    expect(parseSurveyAnswers({ ...completeAnswers, ...change })).toBeNull();
  });

  it('refuses what is not an object', () => {
    expect(parseSurveyAnswers(null)).toBeNull();
    expect(parseSurveyAnswers('answers')).toBeNull();
  });
});

// Untrusted input (a restored snapshot, a request body) may hold any JSON value in any field:
// each rule answers false for it rather than throwing.
describe('answers of the wrong type', () => {
  it.each([5, null, undefined, true, ['Ada'], { text: 'Ada' }])('refuses %j everywhere', (x) => {
    expect(isValidName(x)).toBe(false);
    expect(isValidAge(x)).toBe(false);
    expect(isValidHeight(x)).toBe(false);
    expect(isValidWeight(x)).toBe(false);
    expect(isValidRiskFactors(x)).toBe(false);
  });

  it('does not read a blank age as under 18', () => {
    expect(isUnderAge('   ')).toBe(false);
  });

  it('takes a weight with decimals but no sign', () => {
    expect(isValidWeight('150.25')).toBe(true);
    expect(isValidWeight('+150')).toBe(false);
    expect(isValidWeight('150.5.5')).toBe(false);
  });

  it('counts the risk factors limit after trimming', () => {
    expect(isValidRiskFactors(`  ${'r'.repeat(2000)}  `)).toBe(true);
  });
});

describe('drafts of the wrong shape', () => {
  it.each(['name', 'age', 'height', 'weight', 'riskFactors'] as const)(
    'refuses a draft whose %s is not text',
    (field) => {
      expect(isDraftAnswers({ ...emptyAnswers, [field]: 5 })).toBe(false);
    },
  );

  it.each(['sex', 'state', 'hasChronicPain', 'hasSurgery'] as const)(
    'accepts %s unset, refuses it with a value no step offers',
    (field) => {
      expect(isDraftAnswers({ ...emptyAnswers, [field]: null })).toBe(true);
      expect(isDraftAnswers({ ...emptyAnswers, [field]: 'Mars' })).toBe(false);
    },
  );

  it.each([null, 'answers', 5])('refuses %j', (value) => {
    expect(isDraftAnswers(value)).toBe(false);
  });
});

describe('parseSurveyAnswers trims every free text', () => {
  it('stores age and weight without their spaces', () => {
    const parsed = parseSurveyAnswers({ ...completeAnswers, age: ' 36 ', weight: ' 150 ' });
    expect(parsed).toMatchObject({ age: '36', weight: '150' });
  });
});

describe('Continue on an optional step (SPEC §5: risk factors, Continue always enabled)', () => {
  it('risk factors may be left out; the step keeps nothing then', () => {
    expect(parseStepAnswer('riskFactors', {})).toEqual({});
    expect(stepAnswerProblem('riskFactors', {})).toBeNull();
  });

  it('a required step’s answer may not be left out', () => {
    expect(parseStepAnswer('name', {})).toBeNull();
    expect(stepAnswerProblem('surgery', {})).toBe('Choose Yes or No to continue');
  });
});
