import {
  type Diagnosis,
  interventionStartDate,
  type LetterContent,
  type LetterDraft,
} from './letter.content';
import { formatLetterDate } from './validity';

/** One labelled part of a letter, in reading order; every rendering walks the same list. */
export interface LetterSection {
  label: string;
  lines: string[];
}

/** Each part's label, as every rendering of a letter (and its details at /verify) prints it. */
export const LETTER_LABELS = {
  issuedOn: 'Date of issue',
  interventionStartDate: 'Intervention start date',
  validUntil: 'Valid until',
  patient: 'Patient',
  diagnoses: 'Diagnoses (ICD-10-CM)',
  product: 'Recommended product',
  usage: 'Frequency of use',
  duration: 'Duration',
  necessity: 'Medical necessity',
  provider: 'Provider',
} as const;

/** "Obesity: E66.9", as a letter lists a diagnosis. */
export function diagnosisLine(diagnosis: Diagnosis): string {
  return `${diagnosis.condition}: ${diagnosis.code}`;
}

/** What any letter says about the patient, diagnoses, product and its necessity. */
export function draftSections(letter: LetterDraft): LetterSection[] {
  return [
    { label: LETTER_LABELS.patient, lines: [letter.patientName] },
    { label: LETTER_LABELS.diagnoses, lines: letter.diagnoses.map(diagnosisLine) },
    { label: LETTER_LABELS.product, lines: [letter.recommendation.product] },
    { label: LETTER_LABELS.usage, lines: [letter.recommendation.usage] },
    { label: LETTER_LABELS.duration, lines: [letter.recommendation.duration] },
    { label: LETTER_LABELS.necessity, lines: [letter.necessityStatement] },
  ];
}

/** A letter's dates: issue, intervention start (the same day), last day valid. */
export function dateSections(letter: Pick<LetterContent, 'issuedOn' | 'validUntil'>) {
  return [
    { label: LETTER_LABELS.issuedOn, lines: [formatLetterDate(letter.issuedOn)] },
    {
      label: LETTER_LABELS.interventionStartDate,
      lines: [formatLetterDate(interventionStartDate(letter))],
    },
    { label: LETTER_LABELS.validUntil, lines: [formatLetterDate(letter.validUntil)] },
  ];
}

/** A signed letter's sections: the draft's, then the dates and the provider. */
export function letterSections(letter: LetterContent): LetterSection[] {
  return [
    ...dateSections(letter),
    ...draftSections(letter),
    {
      label: LETTER_LABELS.provider,
      lines: [
        `${letter.provider.fullName}, ${letter.provider.credentials}`,
        `NPI: ${letter.provider.npi}`,
        `State licence: ${letter.provider.licence}`,
      ],
    },
  ];
}
