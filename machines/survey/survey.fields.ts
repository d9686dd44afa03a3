import * as v from 'valibot';
import { MAX_NUMBER_TEXT_LENGTH } from './survey.constants';

/** The cards of the review page that show answers (SPEC §2, "Patient Review"), in order. */
export const ANSWER_CARDS = [
  'Basic Information',
  'Medical Conditions',
  'Physical Information',
  'Medical History',
] as const;
export type AnswerCard = (typeof ANSWER_CARDS)[number];

/** How a person gives an answer: what an input for it offers (the explorer's, the record's type). */
export type AnswerInput =
  | { kind: 'text'; multiline: boolean }
  | { kind: 'number' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'yesNo' }
  | { kind: 'choices'; options: readonly string[] };

/** What every reader of one answer needs besides its rules, written in its step's row. */
export interface AnswerAbout<Draft, Example, Since extends number> {
  /**
   * Its name wherever it is shown: check your answers (and its "Change …"), the review page,
   * the patient's record. The spec's wording for the review page where it gives one.
   */
  label: string;
  /** Where the review page shows it: the card, and its line on that card (from 1). */
  review: { card: AnswerCard; line: number };
  /**
   * A valid answer: the fixed sample record of the review page (SPEC §2), and with it the one
   * complete set of answers the explorer, the bench and the tests start from.
   */
  example: Example;
  /** The answer as text ('' while unset), when the kind's own reading does not fit. */
  show?: (value: Draft) => string;
  /**
   * The version of the answers (ANSWERS_VERSION) that first asked it; 1, the default, for the
   * answers of the first survey. An answer set stored before it gets its unset value.
   */
  since?: Since;
}

/**
 * One answer of the survey: the rule a submitted answer passes (its normalisation included),
 * the shape the answer may have while the survey is in progress, its value when unset, and
 * what its readers show of it (`AnswerAbout`).
 */
export interface AnswerField<
  Answer extends v.GenericSchema = v.GenericSchema,
  Draft extends v.GenericSchema = v.GenericSchema,
  Since extends number = number,
> {
  answer: Answer;
  draft: Draft;
  empty: v.InferOutput<Draft>;
  input: AnswerInput;
  label: string;
  review: { card: AnswerCard; line: number };
  example: v.InferOutput<Answer>;
  /** The answer as text; '' while unset. */
  show(value: v.InferOutput<Draft>): string;
  since: Since;
}

type About<
  Answer extends v.GenericSchema,
  Draft extends v.GenericSchema,
  Since extends number,
> = AnswerAbout<v.InferOutput<Draft>, v.InferOutput<Answer>, Since>;

export function answerField<
  Answer extends v.GenericSchema,
  Draft extends v.GenericSchema,
  const Since extends number = 1,
>(
  rules: {
    answer: Answer;
    draft: Draft;
    empty: v.InferOutput<Draft>;
    input: AnswerInput;
    show: (value: v.InferOutput<Draft>) => string;
  },
  about: About<Answer, Draft, Since>,
): AnswerField<Answer, Draft, Since> {
  const { show, since, ...rest } = about;
  return { ...rules, ...rest, show: show ?? rules.show, since: (since ?? 1) as Since };
}

export const yesNo = (answer: boolean | null) => (answer === null ? '' : answer ? 'Yes' : 'No');
const asGiven = (text: string) => text;

/** One of a fixed list of options; unset (null) until chosen. */
export function choiceField<
  const Options extends readonly string[],
  const Since extends number = 1,
>(
  options: Options,
  about: About<
    v.PicklistSchema<Options, undefined>,
    v.NullableSchema<v.PicklistSchema<Options, undefined>, undefined>,
    Since
  >,
) {
  return answerField(
    {
      answer: v.picklist(options),
      draft: v.nullable(v.picklist(options)),
      empty: null,
      input: { kind: 'choice', options },
      show: (value) => value ?? '',
    },
    about,
  );
}

/** One of a fixed list of options, kept as text: '' until chosen. */
export function textChoiceField<
  const Options extends readonly string[],
  const Since extends number = 1,
>(
  options: Options,
  about: About<
    v.PicklistSchema<Options, undefined>,
    v.PicklistSchema<['', ...Options], undefined>,
    Since
  >,
) {
  return answerField(
    {
      answer: v.picklist(options),
      draft: v.picklist(['', ...options] as ['', ...Options]),
      empty: '',
      input: { kind: 'choice', options },
      show: asGiven,
    },
    about,
  );
}

/** Any of a fixed list of options, the empty selection included. */
export function manyChoicesField<
  const Options extends readonly string[],
  const Since extends number = 1,
>(
  options: Options,
  about: About<
    v.ArraySchema<v.PicklistSchema<Options, undefined>, undefined>,
    v.ArraySchema<v.PicklistSchema<Options, undefined>, undefined>,
    Since
  >,
) {
  return answerField(
    {
      answer: v.array(v.picklist(options)),
      draft: v.array(v.picklist(options)),
      empty: [],
      input: { kind: 'choices', options },
      show: (chosen) => chosen.join(', ') || 'None selected',
    },
    about,
  );
}

/** Yes (true) or No (false); unset (null) until chosen. */
export function yesNoField<const Since extends number = 1>(
  about: About<
    v.BooleanSchema<undefined>,
    v.NullableSchema<v.BooleanSchema<undefined>, undefined>,
    Since
  >,
) {
  return answerField(
    {
      answer: v.boolean(),
      draft: v.nullable(v.boolean()),
      empty: null,
      input: { kind: 'yesNo' },
      show: yesNo,
    },
    about,
  );
}

type TextDraft = v.SchemaWithPipe<
  readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, number, undefined>]
>;

/** A number typed as text, checked by `answer`; while typed it may be anything short. */
export function numberTextField<
  Answer extends v.GenericSchema<unknown, string>,
  const Since extends number = 1,
>(answer: Answer, about: About<Answer, TextDraft, Since>) {
  return answerField(
    {
      answer,
      draft: v.pipe(v.string(), v.maxLength(MAX_NUMBER_TEXT_LENGTH)),
      empty: '',
      input: { kind: 'number' },
      show: asGiven,
    },
    about,
  );
}

/** Free text checked by `answer`; while typed it may be anything up to the input's limit. */
export function freeTextField<
  Answer extends v.GenericSchema<unknown, string>,
  const Since extends number = 1,
>(
  answer: Answer,
  limits: { maxLength: number; multiline: boolean },
  about: About<Answer, TextDraft, Since>,
) {
  return answerField(
    {
      answer,
      draft: v.pipe(v.string(), v.maxLength(limits.maxLength)),
      empty: '',
      input: { kind: 'text', multiline: limits.multiline },
      show: asGiven,
    },
    about,
  );
}
