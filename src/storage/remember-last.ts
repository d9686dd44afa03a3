/**
 * `compute`, remembering only its last answer: asked again with the very same key (`===`:
 * the same text, or the same object), it returns that answer without computing; any other key
 * computes afresh and replaces it. One entry, so a large value is never held twice.
 */
export function rememberLast<Key, Value>(compute: (key: Key) => Value): (key: Key) => Value {
  let last: { key: Key; value: Value } | undefined;
  return (key) => {
    if (last === undefined || last.key !== key) last = { key, value: compute(key) };
    return last.value;
  };
}
