import type { BodyAnswers } from '../case/bmi';
import { ICD10_FORMAT_MESSAGE, isIcd10CmCode, normalizeIcd10Code } from './icd10';
import {
  DEFAULT_RECOMMENDATION,
  type Diagnosis,
  type Recommendation,
  suggestedDiagnoses,
} from './letter.content';
import {
  LETTER_TEXT_FIELDS,
  letterTextProblem,
  parseLetterRequest,
  type LetterRequestResult,
} from './letter.request';

/** What the Approve dialog edits: the diagnoses (codes as typed) and the recommendation. */
export interface LetterForm {
  diagnoses: Diagnosis[];
  recommendation: Recommendation;
}

export type RecommendationField = keyof Recommendation;

/**
 * The dialog starts from the patient's conditions with their suggested codes (obesity and
 * overweight by the BMI, when height, weight and age are given) and the product: the case's
 * partner's (machines/partner/partner.product.ts), else the generic one.
 */
export function initialLetterForm(
  conditions: readonly string[],
  body?: BodyAnswers,
  recommendation: Recommendation = DEFAULT_RECOMMENDATION,
): LetterForm {
  return {
    diagnoses: suggestedDiagnoses(conditions, body),
    recommendation: { ...recommendation },
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

/**
 * What is wrong with the code of diagnosis `index` as typed, for its field: a control or
 * broken character, or not the ICD-10-CM form; null when it has the form.
 */
export function codeProblem(code: string, index: number): string | null {
  const typed = letterTextProblem(code, LETTER_TEXT_FIELDS.code(index));
  if (typed !== null) return typed;
  return isIcd10CmCode(normalizeIcd10Code(code)) ? null : ICD10_FORMAT_MESSAGE;
}

/** A control or broken character in a part of the recommendation as typed, or null. */
export function recommendationProblem(form: LetterForm, field: RecommendationField): string | null {
  return letterTextProblem(form.recommendation[field], LETTER_TEXT_FIELDS[field]);
}

/** The form judged by the same rule the server applies to the approval it sends. */
export function checkLetterForm(form: LetterForm): LetterRequestResult {
  return parseLetterRequest(form);
}
