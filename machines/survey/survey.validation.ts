import * as v from 'valibot';
import { MIN_AGE } from './survey.constants';
import {
  ANSWER_FIELDS,
  QUESTION_STEPS,
  stepNumber,
  type AnswerFieldName,
  type QuestionStep,
  type QuestionStepId,
} from './survey.steps';
import type { SubmittedAnswers, SurveyAnswers } from './survey.types';

// The answers' schema, made from the step table: the full check (a submission), the partial
// one (a survey in progress), each step's check with the words the person reads, and the
// parser the server and the stored cases use. The machine's guards call these.

function fieldRules<Part extends 'answer' | 'draft'>(part: Part) {
  return Object.fromEntries(
    Object.entries(ANSWER_FIELDS).map(([field, rules]) => [field, rules[part]]),
  ) as { [Field in AnswerFieldName]: (typeof ANSWER_FIELDS)[Field][Part] };
}

/** A complete, valid set of answers: what a submitted case carries. */
export const answersSchema = v.object(fieldRules('answer'));
/** Answers in progress: shaped right and within the inputs' limits, possibly unfinished. */
export const draftAnswersSchema = v.object(fieldRules('draft'));

type StepRules = { continue: v.GenericSchema; submitted: v.GenericSchema };

function rulesOf(step: QuestionStep): StepRules {
  const rules = Object.entries(step.fields).map(([field, rule]) => [field, rule.answer] as const);
  const optional = 'optional' in step && step.optional;
  // Issues without their own words (a missing or unset answer) read as what the step asks.
  const object = (entries: typeof rules) =>
    v.message(v.object(Object.fromEntries(entries)), step.missing);
  const submitted = object(rules);
  return {
    submitted,
    // An optional step's Continue may leave its answer out: it stays as it was.
    continue: optional
      ? object(rules.map(([field, rule]) => [field, v.optional(rule)]))
      : submitted,
  };
}

const STEP_RULES = Object.fromEntries(
  QUESTION_STEPS.map((step) => [step.id, rulesOf(step)]),
) as Record<QuestionStepId, StepRules>;

/**
 * A step's answer as Continue keeps it (trimmed, normalised, its own fields only), or null
 * when the step's rule refuses it.
 */
export function parseStepAnswer(
  step: QuestionStepId,
  value: unknown,
): Partial<SubmittedAnswers> | null {
  const result = v.safeParse(STEP_RULES[step].continue, value);
  return result.success ? (result.output as Partial<SubmittedAnswers>) : null;
}

/** What the person reads when the step's answer is refused; null when it is accepted. */
export function stepAnswerProblem(step: QuestionStepId, value: unknown): string | null {
  const result = v.safeParse(STEP_RULES[step].continue, value);
  return result.success ? null : result.issues[0].message;
}

/** The first step whose answer a submission lacks or breaks, with the words of its rule. */
export interface AnswersProblem {
  /** 1 for the first step. */
  step: number;
  fields: string[];
  message: string;
}

export function firstAnswersProblem(value: unknown): AnswersProblem | null {
  const answers = typeof value === 'object' && value !== null ? value : {};
  for (const step of QUESTION_STEPS) {
    const result = v.safeParse(STEP_RULES[step.id].submitted, answers);
    if (result.success) continue;
    const fields = new Set(result.issues.map((issue) => String(issue.path?.[0]?.key)));
    return {
      step: stepNumber(step.id) + 1,
      fields: [...fields],
      message: result.issues[0].message,
    };
  }
  return null;
}

/** True when one answer passes its rule (as submitted). */
export function isValidAnswer(field: AnswerFieldName, value: unknown): boolean {
  return v.is(ANSWER_FIELDS[field].answer, value);
}

export function isValidName(name: unknown): name is string {
  return isValidAnswer('name', name);
}

/** True when the text is a number below 18: the one age error that gets a message. */
export function isUnderAge(age: string): boolean {
  const text = age.trim();
  if (text === '') return false;
  const years = Number(text);
  return Number.isFinite(years) && years < MIN_AGE;
}

/**
 * The answers a case may store, parsed from untrusted input (a request body, a stored case, a
 * restored snapshot): every step's rule must pass; only the known fields are kept; texts are
 * trimmed and normalised (SPEC §3). Returns null when anything is off.
 */
export function parseSurveyAnswers(value: unknown): SubmittedAnswers | null {
  const result = v.safeParse(answersSchema, value);
  return result.success ? result.output : null;
}

/** Answers in progress (a restored survey): only the known fields; null when misshapen. */
export function parseDraftAnswers(value: unknown): SurveyAnswers | null {
  const result = v.safeParse(draftAnswersSchema, value);
  return result.success ? result.output : null;
}
