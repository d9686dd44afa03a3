import type { BundleEntry } from '@medplum/fhirtypes';
import type { CaseRecord } from '../../machines/case';
import type { StoredLetter } from '../letters/letter-store';
import type { Database } from '../db/connect';

/** One line of the readable record: a label and its text, or a paragraph (no label). */
export interface RecordLine {
  label?: string;
  text: string;
}

/** A part of the readable record: a heading, its lines, and what it says when it has none. */
export interface RecordBlock {
  heading: string;
  lines: RecordLine[];
  empty?: string;
}

/** Where the record's resources point at each other (`fullUrl`s of the bundle). */
export interface RecordReferences {
  patient: string;
  response: string;
}

interface RecordContext {
  db: Database;
  found: CaseRecord;
  references: RecordReferences;
  /** The bytes of a letter's PDF, as the patient downloads it. */
  letterPdf: (letter: StoredLetter) => Promise<Uint8Array>;
}

/** What one section adds: blocks to the PDF, resources to the FHIR bundle. */
export interface RecordPart {
  blocks: RecordBlock[];
  entries: BundleEntry[];
}

/**
 * One section of the patient's record (the answers, the decisions, the letters, …): it reads
 * its part of the case and says it both ways, readable and FHIR. A new kind of data the case
 * keeps (a consent, a question and its answer) is a new section in RECORD_SECTIONS.
 */
export type RecordSection = (context: RecordContext) => Promise<RecordPart>;
