import * as v from 'valibot';
import type { AnswerField } from './survey.fields';
import { ANSWER_FIELDS } from './survey.steps';
import type { StoredAnswers } from './survey.types';

/*
 * How stored answers outlive the survey that asked them. A store (browser storage, the
 * database) writes an answer set with the version of the survey that asked it; a field added
 * later says since which version it is asked (`since` in the step table), so ANSWERS_VERSION
 * rises by itself. Reading a set, a field asked since a later version than the set's gets
 * its unset value; every other field must pass its rule. A stored case thus never becomes
 * unreadable after an upgrade, and nothing needs raising by hand.
 */

type Fields = Readonly<Record<string, AnswerField>>;

/** Where a stored set keeps its version, beside the answers (no answer has this name). */
export const VERSION_KEY = 'answersVersion';

/** What a set written before sets said their version counts as: the first survey's. */
const UNSTAMPED_VERSION = 1;

const newestVersion = (fields: Fields) =>
  Math.max(...Object.values(fields).map((field) => field.since));

/** The version of the answers this build asks: the newest `since` of the step table. */
export const ANSWERS_VERSION = newestVersion(ANSWER_FIELDS as Fields);

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The version a stored set says it was written by; null when the stamp is not one. */
function versionOf(stored: Record<string, unknown>): number | null {
  const version = stored[VERSION_KEY];
  if (version === undefined) return UNSTAMPED_VERSION;
  return Number.isSafeInteger(version) && (version as number) >= 1 ? (version as number) : null;
}

/**
 * The one rule of migration: a set of answers written by the survey of `version`, with each
 * field asked only since a later version set to its unset value. Fields it holds stay.
 */
export function withLaterFieldsUnset(
  answers: Record<string, unknown>,
  version: number,
  fields: Fields = ANSWER_FIELDS as Fields,
): Record<string, unknown> {
  const filled = { ...answers };
  for (const [name, field] of Object.entries(fields)) {
    if (field.since > version && !(name in filled)) filled[name] = field.empty;
  }
  return filled;
}

/** A field asked since the first version passes its rule; a later one may also be unset. */
function storedRule(field: AnswerField): v.GenericSchema {
  if (field.since === UNSTAMPED_VERSION) return field.answer;
  const unset = JSON.stringify(field.empty);
  return v.union([
    field.answer,
    v.pipe(
      field.draft,
      v.check((value) => JSON.stringify(value) === unset),
    ),
  ]);
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
    const stored = asRecord(value);
    const version = stored && versionOf(stored);
    if (!stored || version === null) return null;
    const result = v.safeParse(schema, withLaterFieldsUnset(stored, version, fields));
    return result.success ? result.output : null;
  };
}

const readStoredAnswers = storedAnswersReader(ANSWER_FIELDS as Fields);

/**
 * A stored answer set (a case in browser storage, a database row, a case the server sent) as
 * this build reads it, whatever version of the survey wrote it; null when it is not one.
 */
export function parseStoredAnswers(value: unknown): StoredAnswers | null {
  return readStoredAnswers(value) as StoredAnswers | null;
}

/** An answer set as a store writes it: stamped with the version of the survey that asked it. */
export function stampedAnswers<Answers extends object>(answers: Answers) {
  return { ...answers, [VERSION_KEY]: ANSWERS_VERSION };
}
