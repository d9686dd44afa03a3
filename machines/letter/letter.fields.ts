import type { LetterContent, LetterDraft } from './letter.content';
import { interventionStartDate } from './letter.verification';
import { formatLetterDate } from './validity';

/** One labelled part of a letter, in reading order; every rendering walks the same list. */
export interface LetterSection {
  label: string;
  lines: string[];
}

/** What any letter says about the patient, diagnoses, product and its necessity. */
export function draftSections(letter: LetterDraft): LetterSection[] {
  return [
    { label: 'Patient', lines: [letter.patientName] },
    {
      label: 'Diagnoses (ICD-10-CM)',
      lines: letter.diagnoses.map((diagnosis) => `${diagnosis.condition}: ${diagnosis.code}`),
    },
    { label: 'Recommended product', lines: [letter.recommendation.product] },
    { label: 'Frequency of use', lines: [letter.recommendation.usage] },
    { label: 'Duration', lines: [letter.recommendation.duration] },
    { label: 'Medical necessity', lines: [letter.necessityStatement] },
  ];
}

/** A signed letter's sections: the draft's, then the dates and the provider. */
export function letterSections(letter: LetterContent): LetterSection[] {
  return [
    { label: 'Date of issue', lines: [formatLetterDate(letter.issuedOn)] },
    { label: 'Intervention start date', lines: [formatLetterDate(interventionStartDate(letter))] },
    { label: 'Valid until', lines: [formatLetterDate(letter.validUntil)] },
    ...draftSections(letter),
    {
      label: 'Provider',
      lines: [
        `${letter.provider.fullName}, ${letter.provider.credentials}`,
        `NPI: ${letter.provider.npi}`,
        `State licence: ${letter.provider.licence}`,
      ],
    },
  ];
}
