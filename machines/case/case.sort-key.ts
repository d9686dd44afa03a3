/** Longest run of digits a name can hold (names are at most 200 characters): 3 digits. */
const DIGITS_OF_LENGTH = 3;

/**
 * The text a name sorts by, in the browser and in the database alike (the server stores it
 * in `cases.name_sort_key`): accents and letter case ignored, and numbers by value ("Case 2"
 * before "Case 10", as each run of digits is prefixed with its length).
 */
export function nameSortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => {
      const value = digits.replace(/^0+(?=\d)/, '');
      return String(value.length).padStart(DIGITS_OF_LENGTH, '0') + value;
    });
}

/** A UTF-16 unit in code point order: surrogates sort above U+E000–U+FFFF. */
function inCodePointOrder(unit: number): number {
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

/**
 * Compares two texts by code point, as PostgreSQL's "C" collation orders UTF-8 text (plain
 * `<` compares UTF-16 units, which differ only above U+D800).
 */
export function compareSortKeys(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      return x >= 0xd800 && y >= 0xd800 ? inCodePointOrder(x) - inCodePointOrder(y) : x - y;
    }
  }
  return a.length - b.length;
}
