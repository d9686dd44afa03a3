import * as v from 'valibot';
import { textRule } from '../../machines/survey/survey.text-rule';
import { httpError } from './http-error';

/**
 * Text from a query string or a sign-in, held to the survey's one text rule: a control
 * character or a broken one (a lone surrogate) is refused with 400 naming the field, before
 * the database could refuse it with a 500. Returns the text normalised (NFC).
 */
export function acceptedText(value: unknown, field: string): string {
  const result = v.safeParse(textRule(field), value);
  if (result.success) return result.output;
  throw httpError(400, `${result.issues[0].message}.`);
}
