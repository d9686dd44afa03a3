import * as v from 'valibot';
import { MAX_NUMBER_TEXT_LENGTH } from './survey.constants';

/**
 * One answer of the survey: the rule a submitted answer passes (its normalisation included),
 * the shape the answer may have while the survey is in progress, and its value when unset.
 */
export interface AnswerField<
  Answer extends v.GenericSchema = v.GenericSchema,
  Draft extends v.GenericSchema = v.GenericSchema,
> {
  answer: Answer;
  draft: Draft;
  empty: v.InferOutput<Draft>;
}

export function answerField<Answer extends v.GenericSchema, Draft extends v.GenericSchema>(
  answer: Answer,
  draft: Draft,
  empty: v.InferOutput<Draft>,
): AnswerField<Answer, Draft> {
  return { answer, draft, empty };
}

/** One of a fixed list of options; unset (null) until chosen. */
export function choiceField<const Options extends readonly string[]>(options: Options) {
  return answerField(v.picklist(options), v.nullable(v.picklist(options)), null);
}

/** Yes (true) or No (false); unset (null) until chosen. */
export function yesNoField() {
  return answerField(v.boolean(), v.nullable(v.boolean()), null);
}

/** A number typed as text, checked by `answer`; while typed it may be anything short. */
export function numberTextField<Answer extends v.GenericSchema<unknown, string>>(answer: Answer) {
  return answerField(answer, v.pipe(v.string(), v.maxLength(MAX_NUMBER_TEXT_LENGTH)), '');
}

/** Free text checked by `answer`; while typed it may be anything up to the input's limit. */
export function freeTextField<Answer extends v.GenericSchema<unknown, string>>(
  answer: Answer,
  maxLength: number,
) {
  return answerField(answer, v.pipe(v.string(), v.maxLength(maxLength)), '');
}
