import { describe, expect, it } from 'vitest';
import { emptyAnswers, type SurveyAnswers } from '../../../machines/survey';
import { ANSWER_ROWS, yesNo } from '../../../machines/survey/survey.answer-rows';
import { SPEC_ANSWER_NAMES, SPEC_STEPS } from '../../support/spec-steps';
import { completeAnswers } from './survey.fixtures';

const shown = (answers: SurveyAnswers) =>
  Object.fromEntries(Object.values(ANSWER_ROWS).map((row) => [row.label, row.show(answers)]));

describe('how each answer reads, to the patient and to the reviewer', () => {
  it('names every answer as its Change does, in the survey order', () => {
    expect(Object.keys(ANSWER_ROWS)).toEqual(SPEC_ANSWER_NAMES);
    for (const step of SPEC_STEPS) {
      for (const [name, { change }] of Object.entries(step.controls)) {
        const row = ANSWER_ROWS[name as keyof typeof ANSWER_ROWS];
        expect(`Change ${row.label.toLowerCase()}`).toBe(change);
      }
    }
  });

  it('labels each answer as the review page of SPEC §2 words it, and shows it as given', () => {
    const answers: SurveyAnswers = {
      ...completeAnswers,
      age: '36',
      sex: 'Other',
      medicalConditions: ['Arthritis', 'None'],
      hasChronicPain: false,
      height: `5'7"`,
      weight: '150',
      hasSurgery: true,
      riskFactors: 'Night-shift nurse',
    };
    expect(shown(answers)).toMatchObject({
      Name: 'Ada Lovelace',
      Age: '36',
      Sex: 'Other',
      State: 'Ohio',
      'Medical conditions': 'Arthritis, None',
      'Chronic pain 3+ months': 'No',
      Height: `5'7"`,
      Weight: '150 lbs',
      'Previous surgeries': 'Yes',
      'Risk factors': 'Night-shift nurse',
    });
  });

  it('says what is missing rather than showing nothing where the person gave nothing', () => {
    expect(shown(emptyAnswers)).toMatchObject({
      Name: '',
      Age: '',
      Sex: '',
      State: '',
      'Medical conditions': 'None selected',
      'Chronic pain 3+ months': '',
      Height: '',
      Weight: '',
      'Previous surgeries': '',
      'Risk factors': 'None given',
    });
  });

  it('reads a weight or risk factors of blanks alone as nothing given', () => {
    expect(shown({ ...emptyAnswers, weight: '   ', riskFactors: ' \n ' })).toMatchObject({
      Weight: '',
      'Risk factors': 'None given',
    });
  });

  it('reads a yes/no answer as Yes, No, or nothing yet', () => {
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['Yes', 'No', '']);
  });
});
