import * as v from 'valibot';
import { textRule } from '../survey/survey.text-rule';

/**
 * Why a request was not approved: a short fixed list, so every denial tells the patient
 * something they can act on. The reviewer picks the label; the patient reads the
 * explanation and what to do next (docs/decisions/2026-11-24-patient-status-and-mail.md).
 */
export const DENIAL_REASONS = [
  {
    code: 'conditions-do-not-support',
    label: 'The conditions listed do not support this purchase',
    explanation:
      'The health conditions in your answers do not show that this bike is medically necessary for you.',
    nextStep:
      'If a condition was left out or has changed, you can start a new questionnaire with your current conditions.',
  },
  {
    code: 'more-information-needed',
    label: 'More information from your own doctor is needed',
    explanation:
      'The reviewer could not decide from the questionnaire alone and needs more information from your own doctor.',
    nextStep:
      'Ask your own doctor about exercise for your conditions, then start a new questionnaire.',
  },
  {
    code: 'not-eligible-in-state',
    label: 'You are not eligible in your state',
    explanation: 'A letter cannot be issued for the state you gave in your answers.',
    nextStep: 'If you gave the wrong state, start a new questionnaire with the state you live in.',
  },
] as const;

export type DenialReasonCode = (typeof DENIAL_REASONS)[number]['code'];
export type DenialReason = (typeof DENIAL_REASONS)[number];

/** What a denial records besides its status: the reason and the reviewer's optional note. */
export interface CaseDenial {
  reason: DenialReasonCode;
  note: string | null;
}

export const DENIAL_REASON_CODES = DENIAL_REASONS.map((reason) => reason.code) as [
  DenialReasonCode,
  ...DenialReasonCode[],
];

/** The longest optional note a reviewer may add to a reason. */
export const MAX_DENIAL_NOTE_LENGTH = 500;

export function isDenialReasonCode(value: unknown): value is DenialReasonCode {
  return (DENIAL_REASON_CODES as readonly unknown[]).includes(value);
}

export function denialReason(code: DenialReasonCode): DenialReason {
  return DENIAL_REASONS.find((reason) => reason.code === code) ?? DENIAL_REASONS[0];
}

/** A reviewer's note as stored: trimmed, a blank note is none. */
export function normalizeDenialNote(note: string | null | undefined): string | null {
  const text = (note ?? '').trim();
  return text === '' ? null : text;
}

const DENIAL_NOTE_FIELD = 'the note to the patient';

/** The note as typed, held to the text rule every typed text follows; its length is a bound. */
const DenialNoteSchema = v.pipe(
  textRule(DENIAL_NOTE_FIELD),
  v.maxLength(
    MAX_DENIAL_NOTE_LENGTH,
    `Keep ${DENIAL_NOTE_FIELD} to ${MAX_DENIAL_NOTE_LENGTH} characters or fewer`,
  ),
);

export type DenialNoteCheck = { ok: true; note: string | null } | { ok: false; problem: string };

/**
 * A reviewer's note as typed, for the Deny dialog, the review machine's guard and the server:
 * as stored (trimmed and normalised, a blank note is none), or why it cannot be sent (a
 * control or broken character, named by its field). No note at all is none.
 */
export function checkDenialNote(note: string | null | undefined): DenialNoteCheck {
  const result = v.safeParse(DenialNoteSchema, note ?? '');
  return result.success
    ? { ok: true, note: normalizeDenialNote(result.output) }
    : { ok: false, problem: result.issues[0].message };
}
