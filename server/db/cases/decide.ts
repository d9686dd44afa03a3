import { sql } from 'kysely';
import {
  type CaseDecision,
  type CaseRecord,
  type CaseStatus,
  nextStatus,
} from '../../../machines/case';
import type { LetterContent, SignerProfile } from '../../../machines/letter';
import type { DenialReasonCode } from '../../../machines/status';
import type { Database } from '../connect';
import { findCase } from './find';

/** The letter an approval signs: drafted and signed before the decision's transaction. */
export interface SignedLetter {
  content: LetterContent;
  signer: SignerProfile;
}

/** A decision as it was saved, for what it writes besides the status. */
export interface DecidedCase {
  /** The case as the decision left it. */
  case: CaseRecord;
  fromStatus: CaseStatus;
  decision: CaseDecision;
  reviewerId: number;
  /** The approval's letter; null for a decision that signs none (a Deny). */
  letter: SignedLetter | null;
}

/**
 * What a decision writes besides its status and audit entry (its letter, the patient's mail),
 * in the decision's transaction: it exists exactly when the decision does. The app registers
 * them once (server/app.ts); they run in the order given.
 */
export type DecisionEffect = (trx: Database, decided: DecidedCase) => Promise<void>;

export type DecideResult =
  | { outcome: 'decided'; case: CaseRecord }
  | { outcome: 'conflict'; case: CaseRecord }
  | { outcome: 'not-found' };

export interface DecisionInput {
  caseId: number;
  reviewerId: number;
  decision: CaseDecision;
  expectedStatus: CaseStatus;
  /** Recorded with a denial and shown to the patient. */
  denial?: { reason: DenialReasonCode; note: string | null } | null;
  /** What an approval signs (the effects store it). */
  letter?: SignedLetter | null;
  /** What the decision writes besides its status: the app's (server/app.ts), in order. */
  effects: readonly DecisionEffect[];
}

/**
 * A reviewer's decision, atomic: the row is locked, its status compared with the one the
 * reviewer saw (else conflict, nothing written), the new status taken from the lifecycle, and
 * the update (guarded by status and version too), its audit entry and its effects committed
 * together. A decision that leaves the status as it is is saved and recorded like any other
 * (docs/architecture.md, "A decision that changes nothing").
 */
export async function decideCase(db: Database, input: DecisionInput): Promise<DecideResult> {
  return db.transaction().execute(async (trx): Promise<DecideResult> => {
    const current = await trx
      .selectFrom('cases')
      .select(['status', 'version'])
      .where('id', '=', input.caseId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { outcome: 'not-found' };
    const stored = () => findCase(trx, input.caseId) as Promise<CaseRecord>;
    if (current.status !== input.expectedStatus)
      return { outcome: 'conflict', case: await stored() };
    const status = nextStatus(current.status, input.decision);
    const updated = await trx
      .updateTable('cases')
      // A decided case is no longer waiting or answered: its stage within Open ends.
      .set({ status, open_stage: null, version: sql`version + 1` })
      .where('id', '=', input.caseId)
      .where('status', '=', input.expectedStatus)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return { outcome: 'conflict', case: await stored() };
    await trx
      .insertInto('decisions')
      .values({
        case_id: input.caseId,
        reviewer_id: input.reviewerId,
        from_status: current.status,
        to_status: status,
        reason: input.denial?.reason ?? null,
        note: input.denial?.note ?? null,
      })
      .execute();
    const decided: DecidedCase = {
      case: await stored(),
      fromStatus: current.status,
      decision: input.decision,
      reviewerId: input.reviewerId,
      letter: input.letter ?? null,
    };
    for (const effect of input.effects) await effect(trx, decided);
    return { outcome: 'decided', case: decided.case };
  });
}
