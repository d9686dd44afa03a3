import type { BodyAnswers } from '../case/bmi';
import { ICD10_FORMAT_MESSAGE, isIcd10CmCode, normalizeIcd10Code } from './icd10';
import {
  DEFAULT_RECOMMENDATION,
  type Diagnosis,
  type Recommendation,
  suggestedDiagnoses,
} from './letter.content';
import { parseLetterRequest, type LetterRequestResult } from './letter.request';

/** What the Approve dialog edits: the diagnoses (codes as typed) and the recommendation. */
export interface LetterForm {
  diagnoses: Diagnosis[];
  recommendation: Recommendation;
}

export type RecommendationField = keyof Recommendation;

/**
 * The dialog starts from the patient's conditions with their suggested codes (obesity and
 * overweight by the BMI, when height, weight and age are given) and the product.
 */
export function initialLetterForm(conditions: readonly string[], body?: BodyAnswers): LetterForm {
  return {
    diagnoses: suggestedDiagnoses(conditions, body),
    recommendation: { ...DEFAULT_RECOMMENDATION },
  };
}

export function removeDiagnosis(form: LetterForm, index: number): LetterForm {
  return { ...form, diagnoses: form.diagnoses.filter((_, at) => at !== index) };
}

export function changeDiagnosisCode(form: LetterForm, index: number, code: string): LetterForm {
  return {
    ...form,
    diagnoses: form.diagnoses.map((diagnosis, at) =>
      at === index ? { ...diagnosis, code } : diagnosis,
    ),
  };
}

export function changeRecommendation(
  form: LetterForm,
  field: RecommendationField,
  value: string,
): LetterForm {
  return { ...form, recommendation: { ...form.recommendation, [field]: value } };
}

/** What is wrong with a code as typed, for its field; null when it has the ICD-10-CM form. */
export function codeProblem(code: string): string | null {
  return isIcd10CmCode(normalizeIcd10Code(code)) ? null : ICD10_FORMAT_MESSAGE;
}

/** The form judged by the same rule the server applies to the approval it sends. */
export function checkLetterForm(form: LetterForm): LetterRequestResult {
  return parseLetterRequest(form);
}
