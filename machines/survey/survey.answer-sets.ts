import * as v from 'valibot';
import type { AnswerField } from './survey.fields';
import { ANSWER_FIELDS } from './survey.steps';
import {
  ANSWERS_VERSION,
  UNSTAMPED_VERSION,
  withLaterFieldsUnset,
  type Fields,
} from './survey.stored-answers';
import type { StoredAnswers } from './survey.types';

/*
 * Answer sets as the stores write and read them (survey.stored-answers.ts says how they are
 * versioned). Not in the survey's index: the stores import it from here, so the first page,
 * which stores no case, never carries it.
 */

/** Where a stored set keeps its version, beside the answers (no answer has this name). */
export const VERSION_KEY = 'answersVersion';

/** An answer set as a store writes it: stamped with the version of the survey that asked it. */
export function stampedAnswers<Answers extends object>(answers: Answers) {
  return { ...answers, [VERSION_KEY]: ANSWERS_VERSION };
}

/**
 * The version a stored set says it was written by; null when it is not an answer set (not a
 * plain object) or its stamp is not a version.
 */
function versionOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const version = (value as Record<string, unknown>)[VERSION_KEY];
  if (version === undefined) return UNSTAMPED_VERSION;
  return Number.isSafeInteger(version) && (version as number) >= 1 ? (version as number) : null;
}

/** Its unset value, as a stored set holds it. */
function isUnset(field: AnswerField, value: unknown): boolean {
  return Array.isArray(field.empty)
    ? Array.isArray(value) && value.length === 0
    : value === field.empty;
}

/**
 * A field asked since the first version passes its rule; a later one may also be unset. (Not
 * a union of the two: the first page would carry Valibot's union for this reader alone.)
 */
function storedRule(field: AnswerField): v.GenericSchema {
  if (field.since === UNSTAMPED_VERSION) return field.answer;
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (isUnset(field, dataset.value)) return field.empty;
      const result = v.safeParse(field.answer, dataset.value);
      if (result.success) return result.output;
      addIssue({ message: 'The answer is neither unset nor valid.' });
      return NEVER;
    }),
  );
}

/**
 * The reader of stored answer sets for a table of fields (the step table's, or a test's): a
 * set of any version in, the answers this build knows out (only the known fields, trimmed
 * and normalised), or null when it is not an answer set.
 */
export function storedAnswersReader(fields: Fields) {
  const schema = v.object(
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, storedRule(field)])),
  );
  return (value: unknown): Record<string, unknown> | null => {
    const version = versionOf(value);
    if (version === null) return null;
    const stored = value as Record<string, unknown>;
    const result = v.safeParse(schema, withLaterFieldsUnset(stored, version, fields));
    return result.success ? result.output : null;
  };
}

/**
 * A stored answer set (a case in browser storage, a database row, a case the server sent) as
 * this build reads it, whatever version of the survey wrote it; null when it is not one.
 */
export const parseStoredAnswers = storedAnswersReader(ANSWER_FIELDS as Fields) as (
  value: unknown,
) => StoredAnswers | null;
