import { describe, expect, it } from 'vitest';
import { judgeAttempt, type KeyCount } from '../../server/sign-in-throttle';

/*
 * The block rule on a fixed clock, as issue 34 asks for it: a right password after a block has
 * run out is checked, attempts refused while blocked do not lengthen the block, and its worst
 * case is the one written in docs/decisions/2026-11-27-sign-in-blocks.md.
 */
const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 1);

/** One key allowed 5 a minute, tried at the given instants (ms after START), as a log. */
function keyOf(max = 5) {
  let count: KeyCount | undefined;
  return (at: number) => {
    const verdict = judgeAttempt(count, max, new Date(START + at));
    if (verdict.count) count = verdict.count;
    return verdict.allowed ? 'checked' : `refused ${verdict.retryAfterMs / 1000} s`;
  };
}

describe('a block', () => {
  it('comes at the sixth attempt in a minute and lasts a minute', () => {
    const attempt = keyOf();
    for (let i = 0; i < 5; i += 1) expect(attempt(i * 1000)).toBe('checked');
    expect(attempt(5000)).toBe('refused 60 s');
  });

  it('is not lengthened by attempts refused while it lasts, and the attempt at its end is checked', () => {
    const attempt = keyOf();
    for (let i = 0; i < 5; i += 1) attempt(i * 1000);
    expect(attempt(5000)).toBe('refused 60 s');
    // An attempt every second of the block: each is told the same end, nearer.
    for (let second = 6; second < 65; second += 1) {
      expect(attempt(second * 1000)).toBe(`refused ${65 - second} s`);
    }
    expect(attempt(65_000)).toBe('checked');
  });

  it('after it ends takes five attempts again, whatever came just before it', () => {
    const attempt = keyOf();
    for (let i = 0; i < 5; i += 1) attempt(i * 1000);
    attempt(5000);
    for (let i = 0; i < 5; i += 1) expect(attempt(65_000 + i)).toBe('checked');
    // The next block in the same run is twice as long.
    expect(attempt(65_010)).toBe('refused 120 s');
  });

  it('doubles for each burst within a minute of the last block’s end, up to an hour', () => {
    const attempt = keyOf();
    const blocks: string[] = [];
    let at = 0;
    for (let burst = 0; burst < 9; burst += 1) {
      for (let i = 0; i < 5; i += 1) expect(attempt(at + i)).toBe('checked');
      const refused = attempt(at + 5);
      blocks.push(refused);
      at += 5 + Number(refused.split(' ')[1]) * 1000;
    }
    expect(blocks.map((block) => Number(block.split(' ')[1]) / 60)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it('is forgotten after a quiet minute past its end: the next block is a minute again', () => {
    const attempt = keyOf();
    for (let i = 0; i < 5; i += 1) attempt(i);
    expect(attempt(5)).toBe('refused 60 s');
    const quietUntil = 5 + MINUTE + MINUTE;
    for (let i = 0; i < 5; i += 1) expect(attempt(quietUntil + i)).toBe('checked');
    expect(attempt(quietUntil + 5)).toBe('refused 60 s');
  });
});

describe('the worst case for one key', () => {
  it('an attacker trying every second for a day gets 145 attempts checked', () => {
    // Five before each block; blocks of 1, 2, 4, 8, 16 and 32 minutes (63), then of an hour:
    // 29 blocks begin within the day (6 + 23 hourly ones from minute 63), so 29 × 5 = 145.
    const attempt = keyOf();
    let checked = 0;
    for (let second = 0; second < 24 * 60 * 60; second += 1) {
      if (attempt(second * 1000) === 'checked') checked += 1;
    }
    expect(checked).toBe(145);
  });

  it('an attacker pacing five a minute is never blocked: the limit is a rate, 7 200 a day', () => {
    const attempt = keyOf();
    let checked = 0;
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      for (let i = 0; i < 5; i += 1) {
        if (attempt(minute * MINUTE + i * 1000) === 'checked') checked += 1;
      }
    }
    expect(checked).toBe(7200);
  });
});
