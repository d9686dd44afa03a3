import { describe, expect, it } from 'vitest';
import { compareSortKeys, nameSortKey } from '../../../machines/case/case.sort-key';

// Names sort alike in the browser and in the database: accents and case ignored, numbers by
// value, and the keys compared by code point (PostgreSQL's "C" collation).

const sorted = (names: string[]) =>
  [...names].sort((a, b) => compareSortKeys(nameSortKey(a), nameSortKey(b)));

describe('a name sort key', () => {
  it('ignores accents and letter case', () => {
    expect(nameSortKey('Émile ZOLA')).toBe(nameSortKey('emile zola'));
    expect(nameSortKey('Émile ZOLA')).toBe('emile zola');
  });

  it('orders numbers by value, leading zeros aside', () => {
    expect(sorted(['Case 10', 'Case 2', 'Case 1'])).toEqual(['Case 1', 'Case 2', 'Case 10']);
    expect(nameSortKey('Case 007')).toBe(nameSortKey('Case 7'));
    expect(nameSortKey('Case 0')).toBe('case 0010');
    expect(nameSortKey('Room 42b')).toBe('room 00242b');
    // Zeros inside a number are its digits, not leading zeros.
    expect(sorted(['Case 100', 'Case 20', 'Case 101'])).toEqual([
      'Case 20',
      'Case 100',
      'Case 101',
    ]);
    expect(nameSortKey('Case 100')).toBe('case 003100');
  });

  it('sorts a list as a reviewer reads it', () => {
    expect(sorted(['anna Berg', 'Émile Zola', 'John Smith', 'Ánna Adams'])).toEqual([
      'Ánna Adams',
      'anna Berg',
      'Émile Zola',
      'John Smith',
    ]);
  });
});

describe('comparing sort keys by code point', () => {
  it('is plain order below the surrogates, and shorter first on a common start', () => {
    expect(compareSortKeys('a', 'b')).toBeLessThan(0);
    expect(compareSortKeys('b', 'a')).toBeGreaterThan(0);
    expect(compareSortKeys('ab', 'ab')).toBe(0);
    expect(compareSortKeys('ab', 'abc')).toBeLessThan(0);
    expect(compareSortKeys('abc', 'ab')).toBeGreaterThan(0);
  });

  it('puts a character beyond U+FFFF after U+E000–U+FFFF, as UTF-8 bytes order it', () => {
    const beyond = '\u{1F600}'; // two UTF-16 units, D83D DE00
    expect(compareSortKeys(beyond, '\uFFFD')).toBeGreaterThan(0);
    expect(compareSortKeys('\uE000', beyond)).toBeLessThan(0);
    expect(compareSortKeys('\uD7FF', '\uE000')).toBeLessThan(0);
    expect(compareSortKeys('\u{1F600}', '\u{1F601}')).toBeLessThan(0);
    expect(compareSortKeys('\uFFFF', '\uE000')).toBeGreaterThan(0);
    // The first character beyond U+FFFF (D800 DC00) and the last unit below the surrogates.
    expect(compareSortKeys('\u{10000}', '\uE000')).toBeGreaterThan(0);
    expect(compareSortKeys('\uE000', '\u{10000}')).toBeLessThan(0);
    expect(compareSortKeys('\uE000', '\uD7FF')).toBeGreaterThan(0);
    const byBytes = ['\u{1F600}', '\uFFFD', '\uE000', 'z'].sort(compareSortKeys);
    expect(byBytes).toEqual(['z', '\uE000', '\uFFFD', '\u{1F600}']);
  });
});
