import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../../../machines/survey';
import { ANSWER_ROWS, yesNo } from '../../../machines/survey/survey.answer-rows';
import { completeAnswers } from './survey.fixtures';

const shown = (answers: Parameters<(typeof ANSWER_ROWS)['name']['show']>[0]) =>
  Object.fromEntries(Object.entries(ANSWER_ROWS).map(([, row]) => [row.label, row.show(answers)]));

describe('how each answer reads to the patient', () => {
  it('labels every answer of the survey and shows it as given, in the survey order', () => {
    expect(shown(completeAnswers)).toEqual({
      Name: 'Ada Lovelace',
      Age: '36',
      'Sex assigned at birth': 'Other',
      State: 'Ohio',
      'Medical conditions': 'Arthritis, None',
      'Chronic pain for 3+ months': 'No',
      Height: `5'7"`,
      Weight: '150 lbs',
      Surgeries: 'Yes',
      'Risk factors': 'Night-shift nurse',
    });
    expect(Object.keys(ANSWER_ROWS)).toEqual([
      'name',
      'age',
      'sex',
      'state',
      'medicalConditions',
      'hasChronicPain',
      'height',
      'weight',
      'hasSurgery',
      'riskFactors',
    ]);
  });

  it('says what is missing rather than showing nothing where the person gave nothing', () => {
    expect(shown(emptyAnswers)).toEqual({
      Name: '',
      Age: '',
      'Sex assigned at birth': '',
      State: '',
      'Medical conditions': 'None selected',
      'Chronic pain for 3+ months': '',
      Height: '',
      Weight: '',
      Surgeries: '',
      'Risk factors': 'None given',
    });
  });

  it('reads a yes/no answer as Yes, No, or nothing yet', () => {
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['Yes', 'No', '']);
  });
});
