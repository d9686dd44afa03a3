import type { MEDICAL_CONDITIONS, SEX_OPTIONS, US_STATES } from './survey.constants';

export type Sex = (typeof SEX_OPTIONS)[number];
export type UsState = (typeof US_STATES)[number];
export type MedicalCondition = (typeof MEDICAL_CONDITIONS)[number];

/** The answers of SPEC §3. `null` stands for "unset", so the record survives JSON storage. */
export interface SurveyAnswers {
  name: string;
  age: string;
  sex: Sex | null;
  state: UsState | null;
  medicalConditions: MedicalCondition[];
  hasChronicPain: boolean | null;
  height: string;
  weight: string;
  hasSurgery: boolean | null;
  riskFactors: string;
}

export const emptyAnswers: SurveyAnswers = {
  name: '',
  age: '',
  sex: null,
  state: null,
  medicalConditions: [],
  hasChronicPain: null,
  height: '',
  weight: '',
  hasSurgery: null,
  riskFactors: '',
};
