import { randomUUID } from 'node:crypto';
import type { CaseRecord } from '../../machines/case';
import { PATIENT_STATUS_LABELS } from '../../machines/status';
import { findCase } from '../db/cases/find';
import type { Database } from '../db/connect';
import type { StoredLetter } from '../letters/letter-store';
import { answersSection } from './answers-section';
import { decisionsSection } from './decisions-section';
import { lettersSection } from './letters-section';
import type { RecordPart, RecordReferences, RecordSection } from './record-section';

/**
 * The sections of the record, in the order the PDF shows them. What the case keeps is all
 * here (HIPAA's right of access covers the whole of it): a new kind of data is a new section
 * file and a line in this list.
 */
export const RECORD_SECTIONS: readonly RecordSection[] = [
  answersSection,
  decisionsSection,
  lettersSection,
];

export interface PatientRecord {
  found: CaseRecord;
  /** What the patient's status page calls the request's state now. */
  statusLabel: string;
  createdAt: Date;
  references: RecordReferences;
  parts: RecordPart[];
}

/** Everything the case holds, read for its patient; undefined when there is no such case. */
export async function readPatientRecord(
  db: Database,
  caseId: number,
  letterPdf: (letter: StoredLetter) => Promise<Uint8Array>,
  now = new Date(),
): Promise<PatientRecord | undefined> {
  const found = await findCase(db, caseId);
  if (!found) return undefined;
  const references = {
    patient: `urn:uuid:${randomUUID()}`,
    response: `urn:uuid:${randomUUID()}`,
  };
  const parts: RecordPart[] = [];
  for (const section of RECORD_SECTIONS) {
    parts.push(await section({ db, found, references, letterPdf }));
  }
  return {
    found,
    statusLabel: PATIENT_STATUS_LABELS[found.status],
    createdAt: now,
    references,
    parts,
  };
}
