import type { SurveyAnswers, UsState } from '../survey/survey.types';
import type { BodyAnswers } from '../case/bmi';
import { withBmiCodes } from './bmi-codes';
import { SUGGESTED_ICD10_CM, type DiagnosableCondition } from './icd10';
import type { SignerProfile } from './signer';
import { formatLetterDate, validUntil } from './validity';

export const LETTER_TITLE = 'Letter of Medical Necessity';

/** One diagnosis on a letter: the condition as named and its ICD-10-CM code. */
export interface Diagnosis {
  condition: string;
  code: string;
}

/** The recommended product and how it is to be used. */
export interface Recommendation {
  product: string;
  /** How often and how long each time. */
  usage: string;
  duration: string;
}

/** What the product is and how it is used, unless the reviewer changes it. */
export const DEFAULT_RECOMMENDATION: Recommendation = {
  product: 'Stationary exercise bike (indoor cycling)',
  usage: '30 minutes a day, 5 days a week',
  duration: '12 months',
};

/**
 * The link between the conditions and the product that HSA/FSA plans ask for: the purchase
 * treats or prevents the diagnosed conditions and would not be made but for them, which is
 * what the patient attested in the survey.
 */
export const MEDICAL_NECESSITY_STATEMENT =
  'In my professional judgment, the recommended product is medically necessary to treat or prevent the diagnosed condition(s) listed above. The patient has attested that this purchase is made primarily to cure, mitigate, treat or prevent these diagnosed condition(s), and that they would not make this purchase but for those conditions.';

/** What a letter says before anyone signs it: the patient, diagnoses and recommendation. */
export interface LetterDraft {
  patientName: string;
  patientState: UsState | null;
  diagnoses: Diagnosis[];
  recommendation: Recommendation;
  necessityStatement: string;
}

/** A signed letter's exact content, as stored and as every rendering of it shows it. */
export interface LetterContent extends LetterDraft {
  title: string;
  provider: {
    fullName: string;
    credentials: string;
    npi: string;
    /** The state (or states) whose licence the provider signs under. */
    licence: string;
  };
  /** yyyy-mm-dd */
  issuedOn: string;
  /** yyyy-mm-dd, the last day the letter is valid. */
  validUntil: string;
  signature: string;
}

/**
 * The diagnoses a reviewer starts from: each condition the patient named, with its code;
 * with the patient's height, weight and age, obesity and overweight coded by the BMI.
 */
export function suggestedDiagnoses(conditions: readonly string[], body?: BodyAnswers): Diagnosis[] {
  const named = conditions
    .filter((condition): condition is DiagnosableCondition => condition in SUGGESTED_ICD10_CM)
    .map((condition) => ({ condition, code: SUGGESTED_ICD10_CM[condition] }));
  return body ? withBmiCodes(named, body) : named;
}

/** Height, weight and age when the patient gave all three (a submitted case's answers). */
function bodyOf(patient: Partial<BodyAnswers>): BodyAnswers | undefined {
  const { height, weight, age } = patient;
  return height !== undefined && weight !== undefined && age !== undefined
    ? { height, weight, age }
    : undefined;
}

/** What the letter of a case would say: its patient's answers, suggested codes, the product. */
export function draftLetter(
  patient: Pick<SurveyAnswers, 'name' | 'state'> & {
    medicalConditions: readonly string[];
  } & Partial<BodyAnswers>,
): LetterDraft {
  return {
    patientName: patient.name.trim(),
    patientState: patient.state,
    diagnoses: suggestedDiagnoses(patient.medicalConditions, bodyOf(patient)),
    recommendation: { ...DEFAULT_RECOMMENDATION },
    necessityStatement: MEDICAL_NECESSITY_STATEMENT,
  };
}

/** "Electronically signed by Ann Lee, MD on November 24, 2026". */
export function signatureLine(signer: SignerProfile, issuedOn: string): string {
  return `Electronically signed by ${signer.fullName}, ${signer.credentials} on ${formatLetterDate(issuedOn)}`;
}

/**
 * The letter signed: the patient's state is the licence it is signed under; a case with no
 * state (a seeded sample) names every state the signer is licensed in.
 */
export function signLetter(
  draft: LetterDraft,
  signer: SignerProfile,
  issuedOn: string,
): LetterContent {
  const licence =
    draft.patientState && signer.licensedIn.includes(draft.patientState)
      ? draft.patientState
      : signer.licensedIn.join(', ');
  return {
    ...draft,
    title: LETTER_TITLE,
    provider: {
      fullName: signer.fullName,
      credentials: signer.credentials,
      npi: signer.npi,
      licence,
    },
    issuedOn,
    validUntil: validUntil(issuedOn),
    signature: signatureLine(signer, issuedOn),
  };
}

/**
 * The date from which the recommended use is covered: the date of issue, since plans refuse
 * purchases dated before the letter.
 */
export function interventionStartDate(letter: Pick<LetterContent, 'issuedOn'>): string {
  return letter.issuedOn;
}
