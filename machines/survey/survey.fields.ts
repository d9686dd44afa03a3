import * as v from 'valibot';
import { MAX_NUMBER_TEXT_LENGTH } from './survey.constants';

/*
 * The rules of the survey's answers: what the survey machine, the first page, storage and the
 * server check an answer against. What the readers of the answers need besides is in tables
 * keyed by the same fields, which only those readers import, so the first page never carries
 * them: each answer's label and reading (survey.answer-rows.ts), its place on the review page
 * (survey.review-places.ts), its example (survey.answer-examples.ts) and the explorer's input
 * for it (survey.answer-inputs.ts).
 */

/** Since when an answer is asked, written in its step's row. */
export interface AnswerAsked<Since extends number> {
  /**
   * The version of the answers (ANSWERS_VERSION) that first asked it; 1, the default, for the
   * answers of the first survey. An answer set stored before it gets its unset value.
   */
  since?: Since;
}

/**
 * One answer of the survey: the rule a submitted answer passes (its normalisation included),
 * the shape the answer may have while the survey is in progress, its value when unset, and
 * since which version of the answers it is asked.
 */
export interface AnswerField<
  Answer extends v.GenericSchema = v.GenericSchema,
  Draft extends v.GenericSchema = v.GenericSchema,
  Since extends number = number,
> {
  answer: Answer;
  draft: Draft;
  empty: v.InferOutput<Draft>;
  since: Since;
}

export function answerField<
  Answer extends v.GenericSchema,
  Draft extends v.GenericSchema,
  const Since extends number = 1,
>(
  answer: Answer,
  draft: Draft,
  empty: v.InferOutput<Draft>,
  asked: AnswerAsked<Since> = {},
): AnswerField<Answer, Draft, Since> {
  return { answer, draft, empty, since: (asked.since ?? 1) as Since };
}

/** One of a fixed list of options; unset (null) until chosen. */
export function choiceField<
  const Options extends readonly string[],
  const Since extends number = 1,
>(options: Options, asked?: AnswerAsked<Since>) {
  return answerField(v.picklist(options), v.nullable(v.picklist(options)), null, asked);
}

/** One of a fixed list of options, kept as text: '' until chosen. */
export function textChoiceField<
  const Options extends readonly string[],
  const Since extends number = 1,
>(options: Options, asked?: AnswerAsked<Since>) {
  return answerField(
    v.picklist(options),
    v.picklist(['', ...options] as ['', ...Options]),
    '',
    asked,
  );
}

/** Any of a fixed list of options, the empty selection included. */
export function manyChoicesField<
  const Options extends readonly string[],
  const Since extends number = 1,
>(options: Options, asked?: AnswerAsked<Since>) {
  return answerField(v.array(v.picklist(options)), v.array(v.picklist(options)), [], asked);
}

/** Yes (true) or No (false); unset (null) until chosen. */
export function yesNoField<const Since extends number = 1>(asked?: AnswerAsked<Since>) {
  return answerField(v.boolean(), v.nullable(v.boolean()), null, asked);
}

/** A number typed as text, checked by `answer`; while typed it may be anything short. */
export function numberTextField<
  Answer extends v.GenericSchema<unknown, string>,
  const Since extends number = 1,
>(answer: Answer, asked?: AnswerAsked<Since>) {
  return answerField(answer, v.pipe(v.string(), v.maxLength(MAX_NUMBER_TEXT_LENGTH)), '', asked);
}

/** Free text checked by `answer`; while typed it may be anything up to the input's limit. */
export function freeTextField<
  Answer extends v.GenericSchema<unknown, string>,
  const Since extends number = 1,
>(answer: Answer, maxLength: number, asked?: AnswerAsked<Since>) {
  return answerField(answer, v.pipe(v.string(), v.maxLength(maxLength)), '', asked);
}
