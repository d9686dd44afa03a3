import type { CaseStatus } from '../../machines/case';
import { findCaseForPatient } from '../db/cases/find';
import type { Database } from '../db/connect';
import { latestLetter, type StoredLetter } from '../letters/letter-store';

/**
 * The letter a patient may have: the case's latest letter, only while the case stands
 * approved and that letter is still the valid one. A superseded or revoked letter (a later
 * approval replaced it, a Deny withdrew it) is never offered.
 */
export async function offeredLetter(
  db: Database,
  caseId: number,
  caseStatus: CaseStatus,
): Promise<StoredLetter | undefined> {
  if (caseStatus !== 'Completed') return undefined;
  const letter = await latestLetter(db, caseId);
  return letter?.status === 'valid' ? letter : undefined;
}

/** The letter behind a status link's download, as `offeredLetter` decides it. */
export async function patientLetter(
  db: Database,
  caseId: number,
): Promise<StoredLetter | undefined> {
  const found = await findCaseForPatient(db, caseId);
  return found ? offeredLetter(db, caseId, found.status) : undefined;
}
