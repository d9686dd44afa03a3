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
import type { DecisionEffect, SignedLetter } from '../db/cases/decide';
import type { Database } from '../db/connect';
import { findProfile } from '../db/reviewers';
import { issueLetter, revokeLetters } from './letter-store';
import type { LetterSigning } from './signed-letter-file';

export type DecisionLetterPlan =
  { ok: true; letter: SignedLetter | null } | { ok: false; statusCode: 400 | 403; error: string };

/**
 * What a decision does to the case's letter, decided before the decision's transaction:
 * refused when the reviewer is not licensed in the patient's state (403), when an approval
 * comes from a reviewer with no complete profile (403) or carries no diagnosis (400);
 * otherwise an approval's letter is signed (a Deny signs none), for `storeDecisionLetter` to
 * store in the decision's transaction.
 */
export async function planDecisionLetter(
  db: Database,
  input: {
    found: CaseRecord;
    reviewerId: number;
    decision: CaseDecision;
    body: unknown;
    now?: Date;
  },
): Promise<DecisionLetterPlan> {
  const { found, reviewerId, decision } = input;
  const profile = await findProfile(db, reviewerId);
  const state = found.answers?.state ?? null;
  const refusal = decisionRefusal(state, { licensedIn: profile?.licensedIn ?? [] });
  if (refusal) return { ok: false, statusCode: 403, error: refusal };
  if (decision === 'deny') return { ok: true, letter: null };

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
  return { ok: true, letter: { content, signer } };
}

/**
 * A decision's effect on its letter: a Deny revokes the case's valid letter; an approval
 * issues the letter it signed (its signed file made then).
 */
export function storeDecisionLetter(signing: LetterSigning): DecisionEffect {
  return async (trx, decided) => {
    if (decided.decision === 'deny') {
      await revokeLetters(trx, decided.case.id);
      return;
    }
    if (!decided.letter) return;
    await issueLetter(
      trx,
      { caseId: decided.case.id, signedBy: decided.reviewerId, ...decided.letter },
      signing,
    );
  };
}
