import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { draftLetter, interventionStartDate, signLetter } from '../../../machines/letter';
import {
  DETAILS_REFUSED_TEXT,
  detailSections,
  LetterDetailsRequestSchema,
  LetterDetailsSchema,
  letterDetails,
  VERIFY_API,
  VerificationSchema,
} from '../../../machines/letter/letter.verification';

const letter = signLetter(
  {
    ...draftLetter({ name: 'Jane Roe', state: 'Oregon', medicalConditions: ['Obesity'] }),
  },
  { fullName: 'Ann Lee', credentials: 'MD', npi: '1234567893', licensedIn: ['Oregon'] },
  '2026-11-24',
);

describe('the public check’s contract', () => {
  it('lives at /api/verify/:code, the details at …/details, codes escaped', () => {
    expect(VERIFY_API.verification('abc_-')).toBe('/api/verify/abc_-');
    expect(VERIFY_API.details('abc')).toBe('/api/verify/abc/details');
    expect(VERIFY_API.verification('a/b?')).toBe('/api/verify/a%2Fb%3F');
  });

  it('the intervention starts on the date of issue', () => {
    expect(interventionStartDate(letter)).toBe('2026-11-24');
    expect(interventionStartDate({ issuedOn: '2027-02-28' })).toBe('2027-02-28');
  });

  it('the details are the letter as issued, and nothing of the case beyond it', () => {
    const details = letterDetails(letter);
    expect(details).toEqual({
      patientName: 'Jane Roe',
      diagnoses: [{ condition: 'Obesity', code: 'E66.9' }],
      product: 'Stationary exercise bike (indoor cycling)',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
      issuedOn: '2026-11-24',
      interventionStartDate: '2026-11-24',
      validUntil: '2027-11-24',
      signature: 'Electronically signed by Ann Lee, MD on November 24, 2026',
    });
    expect(v.is(LetterDetailsSchema, { details })).toBe(true);
  });

  it('shows the details under the letter’s own labels, in its order, dates last', () => {
    expect(detailSections(letterDetails(letter))).toEqual([
      { label: 'Patient', lines: ['Jane Roe'] },
      { label: 'Diagnoses (ICD-10-CM)', lines: ['Obesity: E66.9'] },
      { label: 'Recommended product', lines: ['Stationary exercise bike (indoor cycling)'] },
      { label: 'Frequency of use', lines: ['30 minutes a day, 5 days a week'] },
      { label: 'Duration', lines: ['12 months'] },
      { label: 'Date of issue', lines: ['November 24, 2026'] },
      { label: 'Intervention start date', lines: ['November 24, 2026'] },
      { label: 'Valid until', lines: ['November 24, 2027'] },
    ]);
  });

  it('answers a wrong last name as neutrally as a wrong code', () => {
    expect(DETAILS_REFUSED_TEXT).toBe(
      'No letter matches this code and last name. Check both against the letter.',
    );
  });

  it('a last name is 1 to 200 characters once trimmed', () => {
    expect(v.parse(LetterDetailsRequestSchema, { lastName: '  Roe ' })).toEqual({
      lastName: 'Roe',
    });
    for (const lastName of ['', '   ', 'a'.repeat(201), 7])
      expect(v.is(LetterDetailsRequestSchema, { lastName })).toBe(false);
    expect(v.is(LetterDetailsRequestSchema, { lastName: 'a'.repeat(200) })).toBe(true);
  });

  it('the public answer carries no patient name and a fingerprint or null', () => {
    const answer = {
      status: 'valid',
      letterNumber: 3,
      issuedOn: '2026-11-24',
      interventionStartDate: '2026-11-24',
      validUntil: '2027-11-24',
      product: 'Stationary exercise bike (indoor cycling)',
      provider: { fullName: 'Ann Lee', credentials: 'MD', npi: '1234567893', licence: 'Oregon' },
      fingerprint: null,
    };
    expect(v.is(VerificationSchema, answer)).toBe(true);
    expect(v.is(VerificationSchema, { ...answer, fingerprint: 'a'.repeat(64) })).toBe(true);
    expect(v.is(VerificationSchema, { ...answer, fingerprint: 'A'.repeat(64) })).toBe(false);
    expect(v.is(VerificationSchema, { ...answer, status: 'unknown' })).toBe(false);
    expect(v.is(VerificationSchema, { ...answer, letterNumber: 0 })).toBe(false);
  });
});
