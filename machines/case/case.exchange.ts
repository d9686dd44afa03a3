import * as v from 'valibot';
import { textRule } from '../survey/survey.text-rule';

/**
 * A reviewer's question to the patient and the patient's answer, while the case stays Open:
 * their limits and the text rule every typed text follows, written once for the dialog, the
 * status page, the lifecycle's guards and the server.
 */
export const MAX_QUESTION_LENGTH = 1000;
export const MAX_ANSWER_LENGTH = 2000;

function typedText(field: string, max: number, empty: string) {
  return v.pipe(
    textRule(field),
    v.trim(),
    v.minLength(1, empty),
    // Worded when a text is too long, not as the module loads: a page's first use of Intl
    // costs tens of milliseconds, which the reviewer pages' loading should not pay here.
    v.maxLength(max, () => `Keep ${field} to ${max.toLocaleString('en-US')} characters or fewer`),
  );
}

export const QuestionTextSchema = typedText(
  'the question',
  MAX_QUESTION_LENGTH,
  'Write the question for the patient',
);
export const AnswerTextSchema = typedText('your answer', MAX_ANSWER_LENGTH, 'Write your answer');

export type TextCheck = { ok: true; text: string } | { ok: false; problem: string };

function check(schema: ReturnType<typeof typedText>, value: unknown): TextCheck {
  const result = v.safeParse(schema, value);
  return result.success
    ? { ok: true, text: result.output }
    : { ok: false, problem: result.issues[0].message };
}

/** A question as typed: trimmed and normalised, or why it cannot be sent. */
export function checkQuestion(value: unknown): TextCheck {
  return check(QuestionTextSchema, value);
}

/** An answer as typed: trimmed and normalised, or why it cannot be sent. */
export function checkAnswer(value: unknown): TextCheck {
  return check(AnswerTextSchema, value);
}

const IsoInstantSchema = v.pipe(v.string(), v.isoTimestamp());

/** One question and its answer (null until the patient answers), as the case keeps them. */
export const ExchangeEntrySchema = v.object({
  /** The question's number within its case, 1 for the first. */
  number: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  question: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_QUESTION_LENGTH)),
  /** The reviewer who asked (a username); the patient side never sees it. */
  askedBy: v.pipe(v.string(), v.minLength(1)),
  askedAt: IsoInstantSchema,
  answer: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ANSWER_LENGTH))),
  answeredAt: v.nullable(IsoInstantSchema),
});
export type ExchangeEntry = v.InferOutput<typeof ExchangeEntrySchema>;
