import type { ColumnType, Generated } from 'kysely';
import type { CaseRecord, CaseStatus } from '../../machines/case';
import type { LetterContent, SignerProfile, StoredLetterStatus } from '../../machines/letter';
import type { UsState } from '../../machines/survey';

/**
 * The tables as the migrations create them (server/db/migrations.ts). A case's columns take
 * their types from the case's one shape (machines/case/case.record.ts).
 */
export interface CasesTable {
  id: Generated<CaseRecord['id']>;
  name: CaseRecord['name'];
  /** `nameSortKey(name)`: what the overview sorts names by. */
  name_sort_key: string;
  status: CaseStatus;
  /** A DATE column, read back as yyyy-mm-dd text (see `dateSubmitted` in cases.ts). */
  date_submitted: CaseRecord['dateSubmitted'];
  answers: ColumnType<NonNullable<CaseRecord['answers']> | null, string | null, string | null>;
  version: Generated<number>;
  created_at: Generated<Date>;
}

export interface ReviewersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  full_name: string | null;
  credentials: string | null;
  npi: string | null;
  /** State names (the survey's), stored as a JSON list. */
  licensed_in: ColumnType<UsState[], string | undefined, string>;
}

export interface SessionsTable {
  token_hash: string;
  reviewer_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface DecisionsTable {
  id: Generated<number>;
  case_id: number;
  reviewer_id: number;
  decided_at: Generated<Date>;
  from_status: CaseStatus;
  to_status: CaseStatus;
}

export interface LettersTable {
  id: Generated<number>;
  case_id: number;
  verification_code: string;
  status: StoredLetterStatus;
  /** DATE columns, read back as yyyy-mm-dd text (see server/letters/letter-store.ts). */
  issued_on: string;
  valid_until: string;
  content: ColumnType<LetterContent, string, never>;
  signer: ColumnType<SignerProfile, string, never>;
  signed_by: number;
  created_at: Generated<Date>;
  status_changed_at: Date | null;
}

export interface DatabaseSchema {
  letters: LettersTable;
  cases: CasesTable;
  reviewers: ReviewersTable;
  sessions: SessionsTable;
  decisions: DecisionsTable;
}
