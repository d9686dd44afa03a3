import {
  HEIGHTS,
  MAX_AGE,
  MAX_NAME_LENGTH,
  MAX_RISK_FACTORS_LENGTH,
  MEDICAL_CONDITIONS,
  MIN_AGE,
  SEX_OPTIONS,
  US_STATES,
} from './survey.constants';
import type { MedicalCondition, Sex, SurveyAnswers, UsState } from './survey.types';

// Pure rules of SPEC §5. The machine's guards call these; screens never repeat them.

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL_NUMBER = /^\d+(\.\d+)?$/;

export function isValidName(name: unknown): name is string {
  if (typeof name !== 'string') return false;
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_NAME_LENGTH;
}

export function isValidAge(age: unknown): age is string {
  if (typeof age !== 'string') return false;
  const text = age.trim();
  if (!WHOLE_NUMBER.test(text)) return false;
  const years = Number(text);
  return years >= MIN_AGE && years <= MAX_AGE;
}

/** True when the text is a number below 18: the one age error that gets a message. */
export function isUnderAge(age: string): boolean {
  const text = age.trim();
  if (text === '') return false;
  const years = Number(text);
  return Number.isFinite(years) && years < MIN_AGE;
}

export function isValidSex(sex: unknown): sex is Sex {
  return (SEX_OPTIONS as readonly unknown[]).includes(sex);
}

export function isValidState(state: unknown): state is UsState {
  return (US_STATES as readonly unknown[]).includes(state);
}

export function isMedicalCondition(condition: unknown): condition is MedicalCondition {
  return (MEDICAL_CONDITIONS as readonly unknown[]).includes(condition);
}

/** Any selection of known options, the empty one included; "None" is not exclusive. */
export function areValidConditions(conditions: unknown): conditions is MedicalCondition[] {
  return Array.isArray(conditions) && conditions.every(isMedicalCondition);
}

export function isYesOrNo(answer: unknown): answer is boolean {
  return typeof answer === 'boolean';
}

export function isValidHeight(height: unknown): height is string {
  return (HEIGHTS as readonly unknown[]).includes(height);
}

/** Required and a positive number; the 50–500 lbs hint is deliberately not enforced. */
export function isValidWeight(weight: unknown): weight is string {
  return typeof weight === 'string' && DECIMAL_NUMBER.test(weight.trim()) && Number(weight) > 0;
}

export function isValidRiskFactors(riskFactors: unknown): riskFactors is string {
  return typeof riskFactors === 'string' && riskFactors.trim().length <= MAX_RISK_FACTORS_LENGTH;
}

/** A complete, valid set of answers: what a submitted case may carry. */
export function isSurveyAnswers(value: unknown): value is SurveyAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const answers = value as Record<string, unknown>;
  return (
    isValidName(answers.name) &&
    isValidAge(answers.age) &&
    isValidSex(answers.sex) &&
    isValidState(answers.state) &&
    areValidConditions(answers.medicalConditions) &&
    isYesOrNo(answers.hasChronicPain) &&
    isValidHeight(answers.height) &&
    isValidWeight(answers.weight) &&
    isYesOrNo(answers.hasSurgery) &&
    isValidRiskFactors(answers.riskFactors)
  );
}

/**
 * The answers a case may store, parsed from untrusted input (a request body, a stored case, a
 * restored snapshot): every step's rule must pass; only the known fields are kept; name and
 * risk factors are trimmed (SPEC §3). Returns null when anything is off.
 */
export function parseSurveyAnswers(value: unknown): SurveyAnswers | null {
  if (!isSurveyAnswers(value)) return null;
  return {
    name: value.name.trim(),
    age: value.age.trim(),
    sex: value.sex,
    state: value.state,
    medicalConditions: [...value.medicalConditions],
    hasChronicPain: value.hasChronicPain,
    height: value.height,
    weight: value.weight.trim(),
    hasSurgery: value.hasSurgery,
    riskFactors: value.riskFactors.trim(),
  };
}

/**
 * True when a value has the shape of answers in progress (drafts may still be invalid).
 * Used to refuse a restored snapshot that would crash the screens.
 */
export function isDraftAnswers(value: unknown): value is SurveyAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  const isNullable = (v: unknown, check: (x: unknown) => boolean) => v === null || check(v);
  return (
    typeof a.name === 'string' &&
    typeof a.age === 'string' &&
    isNullable(a.sex, isValidSex) &&
    isNullable(a.state, isValidState) &&
    areValidConditions(a.medicalConditions) &&
    isNullable(a.hasChronicPain, isYesOrNo) &&
    typeof a.height === 'string' &&
    typeof a.weight === 'string' &&
    isNullable(a.hasSurgery, isYesOrNo) &&
    typeof a.riskFactors === 'string'
  );
}
