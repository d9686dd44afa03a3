import type * as v from 'valibot';
import type { MEDICAL_CONDITIONS, SEX_OPTIONS, US_STATES } from './survey.constants';
import { ANSWER_FIELDS, type AnswerFields } from './survey.steps';

export type Sex = (typeof SEX_OPTIONS)[number];
export type UsState = (typeof US_STATES)[number];
export type MedicalCondition = (typeof MEDICAL_CONDITIONS)[number];

/**
 * The answers of SPEC §3 as a survey in progress holds them, from the step table: `null`
 * stands for "unset", so the record survives JSON storage.
 */
export type SurveyAnswers = {
  -readonly [Field in keyof AnswerFields]: AnswerFields[Field]['empty'];
};

/** The answers of a submitted survey: every rule passed, texts trimmed and normalised. */
export type SubmittedAnswers = {
  -readonly [Field in keyof AnswerFields]: v.InferOutput<AnswerFields[Field]['answer']>;
};

/**
 * The answers a stored case holds: a submission's, except that an answer the survey asks
 * since a later version (`since`) may be unset in a set stored before it was asked.
 */
export type StoredAnswers = {
  -readonly [Field in keyof AnswerFields]:
    | v.InferOutput<AnswerFields[Field]['answer']>
    | (AnswerFields[Field]['since'] extends 1 ? never : AnswerFields[Field]['empty']);
};

export const emptyAnswers: SurveyAnswers = Object.fromEntries(
  Object.entries(ANSWER_FIELDS).map(([field, { empty }]) => [field, empty]),
) as SurveyAnswers;
