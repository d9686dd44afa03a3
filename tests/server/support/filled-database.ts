import type { CaseDecision, CaseRecord } from '../../../machines/case';
import { decisionEffects } from '../../../server/app';
import type { Database } from '../../../server/db/connect';
import { recordAccess } from '../../../server/db/access-log';
import { decideCase } from '../../../server/db/cases/decide';
import { findReviewer } from '../../../server/db/reviewers';
import { planDecisionLetter } from '../../../server/letters/decision-letter';
import { createStatusToken } from '../../../server/status/status-tokens';
import { testSigningIdentity } from './test-signing';
import {
  addCaseFrom,
  addReviewerWithProfile,
  ANN_PROFILE,
  DENIAL_REQUEST,
  LETTER_REQUEST,
} from './letter-fixtures';

/** A decision as the decision route makes it: the letter planned, then the atomic write. */
export async function decide(
  db: Database,
  found: CaseRecord,
  reviewerId: number,
  decision: CaseDecision,
  now = new Date(),
): Promise<void> {
  const body = decision === 'approve' ? LETTER_REQUEST : DENIAL_REQUEST;
  const signing = { publicUrl: 'http://127.0.0.1:8080', identity: testSigningIdentity() };
  const plan = await planDecisionLetter(db, { found, reviewerId, decision, body, now });
  if (!plan.ok) throw new Error(plan.error);
  const result = await decideCase(db, {
    caseId: found.id,
    reviewerId,
    decision,
    expectedStatus: found.status,
    denial: decision === 'deny' ? { reason: DENIAL_REQUEST.reason, note: 'Not this time.' } : null,
    letter: plan.letter,
    effects: decisionEffects(signing),
  });
  if (result.outcome !== 'decided')
    throw new Error(`The decision was not saved: ${result.outcome}`);
}

/**
 * A database as a clinic's looks after a while: two reviewers, an approved case with its
 * letter (approved twice: one superseded, one valid), a denied one, an open one, status
 * links, and the access log those left.
 */
export async function fillDatabase(db: Database) {
  await addReviewerWithProfile(db, 'ann', 'correct horse battery', ANN_PROFILE);
  await addReviewerWithProfile(db, 'wendy', 'staple gun purple', {
    ...ANN_PROFILE,
    fullName: 'Wendy Park',
  });
  const ann = (await findReviewer(db, 'ann'))!.id;
  const approved = await addCaseFrom(db, 'Oregon', { name: 'Jane Roe' });
  const denied = await addCaseFrom(db, 'Washington', { name: 'Joe Bloggs' });
  const open = await addCaseFrom(db, 'Oregon', { name: 'Zoë Ångström' });
  await decide(db, approved, ann, 'approve');
  await decide(db, { ...approved, status: 'Completed' }, ann, 'approve');
  await decide(db, denied, ann, 'deny');
  const tokens = {
    approved: await createStatusToken(db, approved.id),
    denied: await createStatusToken(db, denied.id),
    open: await createStatusToken(db, open.id),
  };
  await recordAccess(db, { caseId: approved.id, reviewerId: ann, action: 'view', address: '::1' });
  return { ann, cases: { approved, denied, open }, tokens };
}
