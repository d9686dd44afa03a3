import { HEIGHTS, MEDICAL_CONDITIONS, SEX_OPTIONS, US_STATES } from './survey.constants';
import type { AnswerFieldName } from './survey.steps';
import type { SubmittedAnswers } from './survey.types';

/*
 * How a person gives each answer: what the explorer's input for it offers. Keyed by the step
 * table's fields and typed by their answers (a choice's options are its answer's values), so
 * the compiler refuses a field it forgets or options its rule would refuse. Not in the
 * survey's index: the first page, whose steps have inputs of their own, never carries it.
 */

/** An input for an answer of type `Answer`. */
export type AnswerInput<Answer = unknown> = [Answer] extends [boolean]
  ? { kind: 'yesNo' }
  : [Answer] extends [readonly (infer Option)[]]
    ? { kind: 'choices'; options: readonly Option[] }
    : | { kind: 'text'; multiline: boolean }
      | { kind: 'number' }
      | { kind: 'choice'; options: readonly Answer[] };

export const ANSWER_INPUTS: {
  readonly [Field in AnswerFieldName]: AnswerInput<SubmittedAnswers[Field]>;
} = {
  name: { kind: 'text', multiline: false },
  age: { kind: 'number' },
  sex: { kind: 'choice', options: SEX_OPTIONS },
  state: { kind: 'choice', options: US_STATES },
  medicalConditions: { kind: 'choices', options: MEDICAL_CONDITIONS },
  hasChronicPain: { kind: 'yesNo' },
  height: { kind: 'choice', options: HEIGHTS },
  weight: { kind: 'number' },
  hasSurgery: { kind: 'yesNo' },
  riskFactors: { kind: 'text', multiline: true },
};
