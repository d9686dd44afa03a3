import type { AnswerFieldName } from './survey.steps';
import type { SurveyAnswers } from './survey.types';

export const yesNo = (answer: boolean | null) => (answer === null ? '' : answer ? 'Yes' : 'No');

/**
 * How each answer reads to the person who gave it: its label and its value as text. The
 * check-your-answers list ("Change age") and the patient's own record read this one table;
 * being a `Record` of every answer field, a new field cannot be forgotten by either.
 */
export const ANSWER_ROWS: Record<
  AnswerFieldName,
  { label: string; show: (answers: SurveyAnswers) => string }
> = {
  name: { label: 'Name', show: (a) => a.name },
  age: { label: 'Age', show: (a) => a.age },
  sex: { label: 'Sex assigned at birth', show: (a) => a.sex ?? '' },
  state: { label: 'State', show: (a) => a.state ?? '' },
  medicalConditions: {
    label: 'Medical conditions',
    show: (a) => a.medicalConditions.join(', ') || 'None selected',
  },
  hasChronicPain: { label: 'Chronic pain for 3+ months', show: (a) => yesNo(a.hasChronicPain) },
  height: { label: 'Height', show: (a) => a.height },
  weight: { label: 'Weight', show: (a) => (a.weight ? `${a.weight} lbs` : '') },
  hasSurgery: { label: 'Surgeries', show: (a) => yesNo(a.hasSurgery) },
  riskFactors: { label: 'Risk factors', show: (a) => a.riskFactors || 'None given' },
};
