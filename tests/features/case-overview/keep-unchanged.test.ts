import { describe, expect, it } from 'vitest';
import { SEED_CASES } from '../../../machines/case';
import { keepUnchanged } from '../../../src/features/case-overview/keep-unchanged';

const [ann, bob, cy] = SEED_CASES;

describe('keepUnchanged (a window read again keeps the cases that did not change)', () => {
  it('hands back the earlier object of a case that reads the same', () => {
    const next = [structuredClone(ann!), structuredClone(bob!)];
    const kept = keepUnchanged([ann!, bob!], next);
    expect(kept[0]).toBe(ann);
    expect(kept[1]).toBe(bob);
  });

  it('takes the new object of a case that changed, and of a case not shown before', () => {
    const decided = { ...structuredClone(bob!), status: 'Denied' as const };
    const kept = keepUnchanged([ann!, bob!], [structuredClone(ann!), decided, cy!]);
    expect(kept[0]).toBe(ann);
    expect(kept[1]).toBe(decided);
    expect(kept[2]).toBe(cy);
  });

  it('keeps the new order, and the new list when nothing was shown before', () => {
    const next = [structuredClone(bob!), structuredClone(ann!)];
    expect(keepUnchanged([ann!, bob!], next)).toEqual([bob, ann]);
    expect(keepUnchanged([ann!, bob!], next)[0]).toBe(bob);
    expect(keepUnchanged(undefined, next)).toBe(next);
  });
});
