import type { PatientStatus } from '../../machines/status';
import { caseExchange } from '../db/case-questions';
import { findCaseForPatient } from '../db/cases/find';
import type { Database } from '../db/connect';
import { offeredLetter } from './patient-letter';

/**
 * What the patient's status page shows of a case: never its answers or name; the questions
 * a reviewer asked and the patient's own answers to them. The reason is
 * the one recorded with the decision that made the case Denied (the latest one); the letter's
 * dates are those of the valid letter of an approved case.
 */
export async function readPatientStatus(
  db: Database,
  caseId: number,
): Promise<PatientStatus | undefined> {
  const found = await findCaseForPatient(db, caseId);
  if (!found) return undefined;
  let denial: PatientStatus['denial'] = null;
  if (found.status === 'Denied') {
    const decision = await db
      .selectFrom('decisions')
      .select(['reason', 'note'])
      .where('case_id', '=', caseId)
      .where('to_status', '=', 'Denied')
      .orderBy('decided_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (decision?.reason) denial = { reason: decision.reason, note: decision.note };
  }
  const letter = await offeredLetter(db, caseId, found.status);
  // Who asked stays with the reviewers: the patient reads the provider's question.
  const exchange = (await caseExchange(db, caseId)).map((entry) => ({
    number: entry.number,
    question: entry.question,
    askedAt: entry.askedAt,
    answer: entry.answer,
    answeredAt: entry.answeredAt,
  }));
  return {
    exchange,
    reference: found.id,
    dateSubmitted: found.dateSubmitted,
    status: found.status,
    denial,
    letter: letter ? { validFrom: letter.issuedOn, validUntil: letter.validUntil } : null,
  };
}
