import type { AnswerField } from './survey.fields';
import { ANSWER_FIELDS } from './survey.steps';

/*
 * How stored answers outlive the survey that asked them. A store (browser storage, the
 * database) writes an answer set with the version of the survey that asked it; a field added
 * later says since which version it is asked (`since` in the step table), so ANSWERS_VERSION
 * rises by itself. Reading a set, a field asked since a later version than the set's gets
 * its unset value; every other field must pass its rule (survey.answer-sets.ts, where sets
 * are stamped and read). A stored case thus never becomes unreadable after an upgrade, and
 * nothing needs raising by hand.
 */

/** A table of fields by name: the step table's, or a test's. */
export type Fields = Readonly<Record<string, AnswerField>>;

/** What a set written before sets said their version counts as: the first survey's. */
export const UNSTAMPED_VERSION = 1;

const newestVersion = (fields: Fields) =>
  Math.max(...Object.values(fields).map((field) => field.since));

/** The version of the answers this build asks: the newest `since` of the step table. */
export const ANSWERS_VERSION = newestVersion(ANSWER_FIELDS as Fields);

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
