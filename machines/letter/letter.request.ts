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

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_LETTER_TEXT_LENGTH ? trimmed : null;
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
    const condition = text(item.condition);
    const code = typeof item.code === 'string' ? normalizeIcd10Code(item.code) : '';
    // The message names the diagnosis by its place, never by its condition (health data).
    if (condition === null)
      return { ok: false, problem: `Diagnosis ${index + 1} needs a condition.` };
    if (!isIcd10CmCode(code))
      return { ok: false, problem: `Diagnosis ${index + 1}: ${ICD10_FORMAT_MESSAGE}` };
    parsed.push({ condition, code });
  }
  const rec = (
    typeof recommendation === 'object' && recommendation !== null ? recommendation : {}
  ) as Record<string, unknown>;
  const product = text(rec.product);
  const usage = text(rec.usage);
  const duration = text(rec.duration);
  if (product === null || usage === null || duration === null)
    return {
      ok: false,
      problem: `The recommendation needs a product, how it is used and for how long (each 1 to ${MAX_LETTER_TEXT_LENGTH} characters).`,
    };
  return { ok: true, request: { diagnoses: parsed, recommendation: { product, usage, duration } } };
}
