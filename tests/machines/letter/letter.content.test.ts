import { describe, expect, it } from 'vitest';
import {
  changeDiagnosisCode,
  changeRecommendation,
  checkLetterForm,
  codeProblem,
  recommendationProblem,
  draftLetter,
  initialLetterForm,
  removeDiagnosis,
  missingProfileFields,
  parseLetterRequest,
  signerOf,
  signLetter,
} from '../../../machines/letter';

const ann = {
  fullName: 'Ann Lee',
  credentials: 'MD',
  npi: '1234567893',
  licensedIn: ['Oregon' as const, 'Washington' as const],
};

describe('the letter content from a case', () => {
  const draft = draftLetter({
    name: '  Jane Roe ',
    state: 'Oregon',
    medicalConditions: ['Obesity', 'Knee Pain', 'None'],
  });

  it('starts from the patient, suggested codes and the product as the issue gives it', () => {
    expect(draft.patientName).toBe('Jane Roe');
    expect(draft.diagnoses).toEqual([
      { condition: 'Obesity', code: 'E66.9' },
      { condition: 'Knee Pain', code: 'M25.569' },
    ]);
    expect(draft.recommendation).toEqual({
      product: 'Stationary exercise bike (indoor cycling)',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
    });
    expect(draft.necessityStatement).toMatch(/primarily to cure, mitigate, treat or prevent/);
    expect(draft.necessityStatement).toMatch(/would not make this purchase but for/);
  });

  it('signed: the signer, licence state, dates and the signature line', () => {
    const letter = signLetter(draft, ann, '2028-02-29');
    expect(letter.title).toBe('Letter of Medical Necessity');
    expect(letter.provider).toEqual({
      fullName: 'Ann Lee',
      credentials: 'MD',
      npi: '1234567893',
      licence: 'Oregon',
    });
    expect(letter.issuedOn).toBe('2028-02-29');
    expect(letter.validUntil).toBe('2029-02-28');
    expect(letter.signature).toBe('Electronically signed by Ann Lee, MD on February 29, 2028');
  });

  it('a case with no state is signed under every state of the signer', () => {
    const sample = draftLetter({ name: 'John Smith', state: null, medicalConditions: [] });
    expect(signLetter(sample, ann, '2026-11-24').provider.licence).toBe('Oregon, Washington');
  });

  it('never names a licence the signer lacks: another state signs under the signer’s own', () => {
    const texan = draftLetter({ name: 'Jane Roe', state: 'Texas', medicalConditions: [] });
    expect(signLetter(texan, ann, '2026-11-24').provider.licence).toBe('Oregon, Washington');
  });
});

describe('the signer profile', () => {
  it('lists what a reviewer created before profiles still lacks', () => {
    const empty = { fullName: null, credentials: null, npi: null, licensedIn: [] };
    expect(missingProfileFields(empty)).toEqual(['fullName', 'credentials', 'npi', 'licensedIn']);
    expect(signerOf(empty)).toBeNull();
    expect(signerOf(ann)).toEqual(ann);
  });

  it('a wrong NPI counts as missing', () => {
    expect(missingProfileFields({ ...ann, npi: '1234567890' })).toEqual(['npi']);
  });
});

describe('an approval request', () => {
  const recommendation = { product: 'Bike', usage: 'Daily', duration: '12 months' };

  it('needs at least one diagnosis', () => {
    const result = parseLetterRequest({ diagnoses: [], recommendation });
    expect(result).toEqual({ ok: false, problem: expect.stringMatching(/at least one diagnosis/) });
    expect(parseLetterRequest({ recommendation }).ok).toBe(false);
  });

  it('upper-cases codes and refuses one in the wrong form without naming the condition', () => {
    const ok = parseLetterRequest({
      diagnoses: [{ condition: 'Obesity', code: ' e66.9' }],
      recommendation,
    });
    expect(ok).toEqual({
      ok: true,
      request: { diagnoses: [{ condition: 'Obesity', code: 'E66.9' }], recommendation },
    });
    const bad = parseLetterRequest({
      diagnoses: [{ condition: 'Obesity', code: 'E669X' }],
      recommendation,
    });
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(bad)).not.toMatch(/Obesity/);
  });

  it('needs a product, usage and duration', () => {
    const diagnoses = [{ condition: 'Obesity', code: 'E66.9' }];
    expect(
      parseLetterRequest({ diagnoses, recommendation: { ...recommendation, usage: ' ' } }).ok,
    ).toBe(false);
    expect(parseLetterRequest({ diagnoses }).ok).toBe(false);
  });
});

describe('the Approve dialog’s letter form', () => {
  const form = initialLetterForm(['Arthritis', 'Lower Back Pain', 'None']);

  it('starts from the conditions with their suggested codes and the issue’s product', () => {
    expect(form).toEqual({
      diagnoses: [
        { condition: 'Arthritis', code: 'M19.90' },
        { condition: 'Lower Back Pain', code: 'M54.50' },
      ],
      recommendation: {
        product: 'Stationary exercise bike (indoor cycling)',
        usage: '30 minutes a day, 5 days a week',
        duration: '12 months',
      },
    });
    expect(checkLetterForm(form).ok).toBe(true);
  });

  it('removes a diagnosis, corrects a code (format checked), edits the recommendation', () => {
    const edited = changeRecommendation(
      changeDiagnosisCode(removeDiagnosis(form, 0), 0, 'm54.59'),
      'duration',
      '6 months',
    );
    expect(edited.diagnoses).toEqual([{ condition: 'Lower Back Pain', code: 'm54.59' }]);
    expect(checkLetterForm(edited)).toMatchObject({
      ok: true,
      request: {
        diagnoses: [{ condition: 'Lower Back Pain', code: 'M54.59' }],
        recommendation: { duration: '6 months' },
      },
    });
    expect(codeProblem('m54.59', 0)).toBeNull();
    expect(codeProblem('M5459', 0)).toMatch(/ICD-10-CM code/);
    expect(codeProblem('M54\u0000.59', 0)).toMatch(/control character in the code of diagnosis 1/);
    expect(recommendationProblem(edited, 'duration')).toBeNull();
    const escaped = changeRecommendation(edited, 'usage', 'daily\u001b[31m');
    expect(recommendationProblem(escaped, 'usage')).toMatch(
      /control character in the frequency of use/,
    );
    expect(checkLetterForm(escaped).ok).toBe(false);
    expect(checkLetterForm(changeDiagnosisCode(edited, 0, 'M5459')).ok).toBe(false);
  });

  it('a corrected code changes that diagnosis only', () => {
    expect(changeDiagnosisCode(form, 1, 'M54.59').diagnoses).toEqual([
      { condition: 'Arthritis', code: 'M19.90' },
      { condition: 'Lower Back Pain', code: 'M54.59' },
    ]);
  });

  it('"None" alone gives no diagnosis, and such a form cannot be confirmed', () => {
    const none = initialLetterForm(['None']);
    expect(none.diagnoses).toEqual([]);
    expect(checkLetterForm(none)).toEqual({
      ok: false,
      problem: expect.stringMatching(/at least one diagnosis/),
    });
  });
});
