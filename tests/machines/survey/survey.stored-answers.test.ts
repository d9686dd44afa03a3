import { describe, expect, it } from 'vitest';
import { ANSWER_FIELDS, ANSWERS_VERSION, withLaterFieldsUnset } from '../../../machines/survey';
import {
  parseStoredAnswers,
  stampedAnswers,
  storedAnswersReader,
  VERSION_KEY,
} from '../../../machines/survey/survey.answer-sets';
import { manyChoicesField, yesNoField } from '../../../machines/survey/survey.fields';
import { completeAnswers } from './survey.fixtures';

// A stored case never becomes unreadable after an upgrade: answers a store wrote before a
// field was asked read with that field unset; everything else still passes its rule.

/** A set as the first survey stored it (SPEC §3's ten answers), before sets carried a version. */
const FIRST_SURVEY_SET = {
  name: 'Grace Hopper',
  age: '52',
  sex: 'Female',
  state: 'New York',
  medicalConditions: ['Arthritis'],
  hasChronicPain: true,
  height: `5'6"`,
  weight: '140',
  hasSurgery: false,
  riskFactors: '',
};

/** The step table with one question more, asked since the second version. */
const WITH_A_LATER_FIELD = {
  ...ANSWER_FIELDS,
  smokes: yesNoField({ since: 2 }),
};
const readLater = storedAnswersReader(WITH_A_LATER_FIELD);

describe('stored answer sets across versions of the survey', () => {
  it('read a set the first survey stored, with no version, as it was given', () => {
    expect(parseStoredAnswers(FIRST_SURVEY_SET)).toMatchObject(FIRST_SURVEY_SET);
  });

  it('read a set stamped by this build, and keep the stamp out of the answers', () => {
    const stored = JSON.parse(JSON.stringify(stampedAnswers(completeAnswers))) as object;
    expect(stored).toHaveProperty(VERSION_KEY, ANSWERS_VERSION);
    expect(parseStoredAnswers(stored)).toEqual(completeAnswers);
  });

  it('give a field added later its unset value in a set stored before it', () => {
    expect(readLater(FIRST_SURVEY_SET)).toEqual({ ...FIRST_SURVEY_SET, smokes: null });
    expect(readLater({ ...FIRST_SURVEY_SET, [VERSION_KEY]: 1 })).toEqual({
      ...FIRST_SURVEY_SET,
      smokes: null,
    });
    expect(withLaterFieldsUnset(FIRST_SURVEY_SET, 1, WITH_A_LATER_FIELD)).toEqual({
      ...FIRST_SURVEY_SET,
      smokes: null,
    });
  });

  it('keep an answer the later field was given, and read a set stored unset again', () => {
    const answered = { ...FIRST_SURVEY_SET, smokes: true, [VERSION_KEY]: 2 };
    expect(readLater(answered)).toEqual({ ...FIRST_SURVEY_SET, smokes: true });
    // A set read with the field unset and written back as the newer version stays readable.
    expect(readLater({ ...FIRST_SURVEY_SET, smokes: null, [VERSION_KEY]: 2 })).toEqual({
      ...FIRST_SURVEY_SET,
      smokes: null,
    });
  });

  it('read a list asked later as empty when unset, and its options when chosen', () => {
    const readSports = storedAnswersReader({
      ...ANSWER_FIELDS,
      sports: manyChoicesField(['Cycling', 'Rowing'], { since: 2 }),
    });
    expect(readSports(FIRST_SURVEY_SET)).toEqual({ ...FIRST_SURVEY_SET, sports: [] });
    expect(readSports({ ...FIRST_SURVEY_SET, sports: [], [VERSION_KEY]: 2 })).toEqual({
      ...FIRST_SURVEY_SET,
      sports: [],
    });
    expect(readSports({ ...FIRST_SURVEY_SET, sports: ['Rowing'], [VERSION_KEY]: 2 })).toEqual({
      ...FIRST_SURVEY_SET,
      sports: ['Rowing'],
    });
    expect(readSports({ ...FIRST_SURVEY_SET, sports: ['Golf'], [VERSION_KEY]: 2 })).toBeNull();
    expect(readSports({ ...FIRST_SURVEY_SET, sports: null, [VERSION_KEY]: 2 })).toBeNull();
  });

  it('refuse a set of the newer version that lacks the field, or holds a wrong answer to it', () => {
    expect(readLater({ ...FIRST_SURVEY_SET, [VERSION_KEY]: 2 })).toBeNull();
    expect(readLater({ ...FIRST_SURVEY_SET, smokes: 'often', [VERSION_KEY]: 2 })).toBeNull();
  });

  it('refuse a set that lacks an answer of its own version, or says no version', () => {
    const ageless: Partial<typeof FIRST_SURVEY_SET> = { ...FIRST_SURVEY_SET };
    delete ageless.age;
    expect(parseStoredAnswers(ageless)).toBeNull();
    for (const version of [0, -1, 1.5, '1', null]) {
      expect(
        parseStoredAnswers({ ...FIRST_SURVEY_SET, [VERSION_KEY]: version }),
        String(version),
      ).toBeNull();
    }
    for (const value of [null, 'answers', [FIRST_SURVEY_SET]]) {
      expect(parseStoredAnswers(value)).toBeNull();
    }
  });

  it('read a set a newer build stored, keeping the answers this build knows', () => {
    const newer = { ...completeAnswers, sleepsWell: true, [VERSION_KEY]: ANSWERS_VERSION + 1 };
    expect(parseStoredAnswers(newer)).toEqual(completeAnswers);
  });
});
