import * as v from 'valibot';
import { textRule } from '../survey/survey.text-rule';
import { ICD10_FORMAT_MESSAGE, isIcd10CmCode, normalizeIcd10Code } from './icd10';
import type { Diagnosis, Recommendation } from './letter.content';

/** What an approval in server mode carries besides the decision. */
export interface LetterRequest {
  diagnoses: Diagnosis[];
  recommendation: Recommendation;
}

export const MAX_DIAGNOSES = 25;
export const MAX_LETTER_TEXT_LENGTH = 200;

export const NO_DIAGNOSIS_MESSAGE =
  'An approval needs at least one diagnosis with its ICD-10-CM code: a letter without one is refused by HSA/FSA plans.';

/**
 * How the text rule's refusals name each typed part of a letter: a diagnosis by its place,
 * never by its condition (health data).
 */
export const LETTER_TEXT_FIELDS = {
  condition: (index: number) => `the condition of diagnosis ${index + 1}`,
  code: (index: number) => `the code of diagnosis ${index + 1}`,
  product: 'the recommended product',
  usage: 'the frequency of use',
  duration: 'the duration',
} as const;

type TypedPart = { ok: true; text: string | null } | { ok: false; problem: string };

/**
 * A typed part of a letter: a control or broken character is refused with a message naming
 * `field`; otherwise the text normalised, trimmed, when it has 1–200 characters (else null).
 */
function typedText(value: unknown, field: string): TypedPart {
  if (typeof value !== 'string') return { ok: true, text: null };
  const result = v.safeParse(textRule(field), value);
  if (!result.success) return { ok: false, problem: `${result.issues[0].message}.` };
  const trimmed = result.output.trim();
  const fits = trimmed.length > 0 && trimmed.length <= MAX_LETTER_TEXT_LENGTH;
  return { ok: true, text: fits ? trimmed : null };
}

/** Why a typed part of a letter breaks the text rule (its field named), or null. */
export function letterTextProblem(value: string, field: string): string | null {
  const typed = typedText(value, field);
  return typed.ok ? null : typed.problem;
}

export type LetterRequestResult =
  { ok: true; request: LetterRequest } | { ok: false; problem: string };

/**
 * An approval's diagnoses and recommendation, parsed as untrusted input (a request body):
 * at least one diagnosis, each a condition of 1–200 characters and a code in ICD-10-CM form
 * (upper-cased), and a product, usage and duration of 1–200 characters each.
 */
export function parseLetterRequest(value: unknown): LetterRequestResult {
  const body = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const { diagnoses, recommendation } = body;
  if (!Array.isArray(diagnoses) || diagnoses.length === 0)
    return { ok: false, problem: NO_DIAGNOSIS_MESSAGE };
  if (diagnoses.length > MAX_DIAGNOSES)
    return { ok: false, problem: `A letter lists at most ${MAX_DIAGNOSES} diagnoses.` };
  const parsed: Diagnosis[] = [];
  for (const [index, entry] of (diagnoses as unknown[]).entries()) {
    const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    const condition = typedText(item.condition, LETTER_TEXT_FIELDS.condition(index));
    if (!condition.ok) return condition;
    const code = typedText(item.code, LETTER_TEXT_FIELDS.code(index));
    if (!code.ok) return code;
    // The message names the diagnosis by its place, never by its condition (health data).
    if (condition.text === null)
      return { ok: false, problem: `Diagnosis ${index + 1} needs a condition.` };
    const icd10 = normalizeIcd10Code(code.text ?? '');
    if (!isIcd10CmCode(icd10))
      return { ok: false, problem: `Diagnosis ${index + 1}: ${ICD10_FORMAT_MESSAGE}` };
    parsed.push({ condition: condition.text, code: icd10 });
  }
  const rec = (
    typeof recommendation === 'object' && recommendation !== null ? recommendation : {}
  ) as Record<string, unknown>;
  const product = typedText(rec.product, LETTER_TEXT_FIELDS.product);
  if (!product.ok) return product;
  const usage = typedText(rec.usage, LETTER_TEXT_FIELDS.usage);
  if (!usage.ok) return usage;
  const duration = typedText(rec.duration, LETTER_TEXT_FIELDS.duration);
  if (!duration.ok) return duration;
  if (product.text === null || usage.text === null || duration.text === null)
    return {
      ok: false,
      problem: `The recommendation needs a product, how it is used and for how long (each 1 to ${MAX_LETTER_TEXT_LENGTH} characters).`,
    };
  const chosen = { product: product.text, usage: usage.text, duration: duration.text };
  return { ok: true, request: { diagnoses: parsed, recommendation: chosen } };
}
