import type { SubmittedAnswers } from '../../../machines/survey';

/** A complete, valid set of answers, as a person would give them. */
export const completeAnswers: SubmittedAnswers = {
  name: 'Ada Lovelace',
  age: '36',
  sex: 'Other',
  state: 'Ohio',
  medicalConditions: ['Arthritis', 'None'],
  hasChronicPain: false,
  height: `5'7"`,
  weight: '150',
  hasSurgery: true,
  riskFactors: 'Night-shift nurse',
};
