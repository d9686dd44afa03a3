import * as v from 'valibot';

// Text a person types, as every free-text answer accepts it (and any other text input may:
// a search query, a username). Pasted text may carry codes no one can see; they are refused
// with a message naming the field rather than stored, shown to a reviewer or printed.

/** Half of a character: a broken paste, or text cut between the two halves of an emoji. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Control codes, except the newline and tab a multi-line field holds. */
const CONTROL_CHARACTER = /[^\P{Cc}\n\t]/u;

/**
 * A string, refused when it holds a broken character or a control code, then normalised to
 * NFC (so "é" typed and "é" pasted are one text). `field` names the field for the person:
 * "your name", "the risk factors".
 */
export function textRule(field: string) {
  return v.pipe(
    v.string(),
    v.check(
      (text) => !LONE_SURROGATE.test(text),
      `There is a broken character in ${field}: remove it to continue`,
    ),
    v.check(
      (text) => !CONTROL_CHARACTER.test(text),
      `There is an invisible control character in ${field}: remove it to continue`,
    ),
    v.transform((text) => text.normalize('NFC')),
  );
}
