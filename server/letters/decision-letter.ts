import type { CaseDecision, CaseRecord } from '../../machines/case';
import { toLocalIsoDate } from '../../machines/case';
import {
  decisionRefusal,
  draftLetter,
  INCOMPLETE_PROFILE_MESSAGE,
  parseLetterRequest,
  signerOf,
  signLetter,
} from '../../machines/letter';
import type { Database } from '../db/connect';
import { findProfile } from '../db/reviewers';
import { issueLetter, revokeLetters } from './letter-store';
import type { LetterSigning } from './signed-letter-file';

export type DecisionLetterPlan =
  | { ok: true; alongside: (trx: Database) => Promise<void> }
  | { ok: false; statusCode: 400 | 403; error: string };

/**
 * What a decision does to the case's letter, decided before the decision's transaction:
 * refused when the reviewer is not licensed in the patient's state (403), when an approval
 * comes from a reviewer with no complete profile (403) or carries no diagnosis (400);
 * otherwise an approval issues a letter (its signed file made then) and a Deny revokes it, in
 * the decision's transaction.
 */
export async function planDecisionLetter(
  db: Database,
  input: {
    found: CaseRecord;
    reviewerId: number;
    decision: CaseDecision;
    body: unknown;
    signing: LetterSigning;
    now?: Date;
  },
): Promise<DecisionLetterPlan> {
  const { found, reviewerId, decision } = input;
  const profile = await findProfile(db, reviewerId);
  const state = found.answers?.state ?? null;
  const refusal = decisionRefusal(state, { licensedIn: profile?.licensedIn ?? [] });
  if (refusal) return { ok: false, statusCode: 403, error: refusal };
  if (decision === 'deny') return { ok: true, alongside: (trx) => revokeLetters(trx, found.id) };

  const signer = profile && signerOf(profile);
  if (!signer) return { ok: false, statusCode: 403, error: INCOMPLETE_PROFILE_MESSAGE };
  const parsed = parseLetterRequest(input.body);
  if (!parsed.ok) return { ok: false, statusCode: 400, error: parsed.problem };
  const draft = draftLetter({ name: found.name, state, medicalConditions: [] });
  const content = signLetter(
    { ...draft, ...parsed.request },
    signer,
    toLocalIsoDate(input.now ?? new Date()),
  );
  return {
    ok: true,
    alongside: (trx) =>
      issueLetter(trx, { caseId: found.id, signedBy: reviewerId, content, signer }, input.signing),
  };
}
