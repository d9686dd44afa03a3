import { describe, expect, it } from 'vitest';
import {
  checkDenialNote,
  DENIAL_REASONS,
  denialReason,
  isDenialReasonCode,
  normalizeDenialNote,
} from '../../../machines/status';

// The reasons a reviewer chooses from, as the product lists them.
const PRODUCT_REASONS = [
  'The conditions listed do not support this purchase',
  'More information from your own doctor is needed',
  'You are not eligible in your state',
];

describe('denial reasons', () => {
  it('are the product list, each with a plain explanation and a next step', () => {
    expect(DENIAL_REASONS.map((reason) => reason.label)).toEqual(PRODUCT_REASONS);
    for (const reason of DENIAL_REASONS) {
      expect(isDenialReasonCode(reason.code)).toBe(true);
      expect(denialReason(reason.code)).toBe(reason);
      expect(reason.explanation.length).toBeGreaterThan(20);
      expect(reason.nextStep.length).toBeGreaterThan(20);
    }
    expect(new Set(DENIAL_REASONS.map((reason) => reason.code)).size).toBe(3);
  });

  it('refuse any other code', () => {
    for (const wrong of ['', 'other', PRODUCT_REASONS[0], null, 3, undefined]) {
      expect(isDenialReasonCode(wrong)).toBe(false);
    }
  });

  it('store a note trimmed, and a blank one as none', () => {
    expect(normalizeDenialNote('  see your GP  ')).toBe('see your GP');
    expect(normalizeDenialNote('   ')).toBeNull();
    expect(normalizeDenialNote(undefined)).toBeNull();
    expect(normalizeDenialNote(null)).toBeNull();
  });
});

describe('a note as typed', () => {
  it('is kept trimmed and normalised, tabs and new lines included; a blank one is none', () => {
    expect(checkDenialNote('  See your GP,\tthen\nstart again. ')).toEqual({
      ok: true,
      note: 'See your GP,\tthen\nstart again.',
    });
    expect(checkDenialNote('Cafe\u0301')).toEqual({ ok: true, note: 'Caf\u00e9' });
    expect(checkDenialNote('   ')).toEqual({ ok: true, note: null });
    expect(checkDenialNote(undefined)).toEqual({ ok: true, note: null });
  });

  it('refuses a control or broken character, naming the note', () => {
    for (const bad of ['\u0000', '\u001b', '\u0007', '\u007f']) {
      expect(checkDenialNote(`See${bad} your GP`)).toEqual({
        ok: false,
        problem:
          'There is an invisible control character in the note to the patient: remove it to continue',
      });
    }
    expect(checkDenialNote('See \uD800your GP')).toEqual({
      ok: false,
      problem: 'There is a broken character in the note to the patient: remove it to continue',
    });
  });

  it('takes 500 characters and refuses 501', () => {
    expect(checkDenialNote('n'.repeat(500)).ok).toBe(true);
    expect(checkDenialNote('n'.repeat(501))).toMatchObject({ ok: false });
  });
});
