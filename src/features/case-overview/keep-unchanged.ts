import type { CaseRecord } from '../../../machines/case';

/**
 * `next`, with each case that reads the same as one of `previous` replaced by that earlier
 * object. The overview reads its windows again every few seconds in server mode (and on every
 * change in another tab): cases that did not change then keep their identity, and their
 * memoized rows are not rendered again for an answer that changed nothing.
 */
export function keepUnchanged(
  previous: readonly CaseRecord[] | undefined,
  next: CaseRecord[],
): CaseRecord[] {
  if (!previous || previous.length === 0) return next;
  const earlier = new Map(previous.map((entry) => [entry.id, entry]));
  return next.map((entry) => {
    const before = earlier.get(entry.id);
    // Both were read by the same schema, so the same case lists its fields in the same order.
    return before !== undefined && JSON.stringify(before) === JSON.stringify(entry)
      ? before
      : entry;
  });
}
