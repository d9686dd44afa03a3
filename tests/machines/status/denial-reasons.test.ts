import { describe, expect, it } from 'vitest';
import {
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
