import { describe, expect, it } from 'vitest';
import { draftLetter, draftSections, letterSections, signLetter } from '../../../machines/letter';

// The reading order and wording of a signed letter, as the PDF of
// docs/decisions/2026-11-24-the-letter.md reads it (Jane Roe, Obesity, Ann Lee, MD, Oregon).
const signer = {
  fullName: 'Ann Lee',
  credentials: 'MD',
  npi: '1234567893',
  licensedIn: ['Oregon' as const],
};
const draft = draftLetter({ name: 'Jane Roe', state: 'Oregon', medicalConditions: ['Obesity'] });
const statement =
  'In my professional judgment, the recommended product is medically necessary to treat or prevent the diagnosed condition(s) listed above. The patient has attested that this purchase is made primarily to cure, mitigate, treat or prevent these diagnosed condition(s), and that they would not make this purchase but for those conditions.';

const draftPart = [
  { label: 'Patient', lines: ['Jane Roe'] },
  { label: 'Diagnoses (ICD-10-CM)', lines: ['Obesity: E66.9'] },
  { label: 'Recommended product', lines: ['Stationary exercise bike (indoor cycling)'] },
  { label: 'Frequency of use', lines: ['30 minutes a day, 5 days a week'] },
  { label: 'Duration', lines: ['12 months'] },
  { label: 'Medical necessity', lines: [statement] },
];

describe('the sections of a letter, in reading order', () => {
  it('a draft (the unsigned preview) names the patient, diagnoses, product and necessity', () => {
    expect(draftSections(draft)).toEqual(draftPart);
  });

  it('each diagnosis is one line, "condition: code", in the order given', () => {
    const two = draftLetter({
      name: 'Jane Roe',
      state: 'Oregon',
      medicalConditions: ['Obesity', 'Knee Pain'],
    });
    expect(draftSections(two)[1]).toEqual({
      label: 'Diagnoses (ICD-10-CM)',
      lines: ['Obesity: E66.9', 'Knee Pain: M25.569'],
    });
  });

  it('a signed letter starts with its dates and ends with the provider', () => {
    expect(letterSections(signLetter(draft, signer, '2026-11-24'))).toEqual([
      { label: 'Date of issue', lines: ['November 24, 2026'] },
      { label: 'Intervention start date', lines: ['November 24, 2026'] },
      { label: 'Valid until', lines: ['November 24, 2027'] },
      ...draftPart,
      {
        label: 'Provider',
        lines: ['Ann Lee, MD', 'NPI: 1234567893', 'State licence: Oregon'],
      },
    ]);
  });
});
