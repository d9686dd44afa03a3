import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CaseStatus } from '../../machines/case';
import type { SurveyAnswers } from '../../machines/survey';

/** The tables as the migrations create them (server/db/migrations.ts). */
export interface CasesTable {
  id: Generated<number>;
  name: string;
  status: CaseStatus;
  /** A DATE column, read back as yyyy-mm-dd text (see CASE_COLUMNS in cases.ts). */
  date_submitted: string;
  answers: ColumnType<SurveyAnswers | null, string | null, string | null>;
  version: Generated<number>;
  created_at: Generated<Date>;
  /** The browser's key for this submission (Idempotency-Key), unique; null for older ones. */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
}

export interface ReviewersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  token_hash: string;
  reviewer_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  last_seen_at: Generated<Date>;
}

export interface AccessLogTable {
  id: Generated<string>;
  case_id: number;
  reviewer_id: number;
  action: 'view' | 'letter-download' | 'decision';
  detail: Generated<string>;
  address: string;
  accessed_at: Generated<Date>;
}

export interface SignInLimitsTable {
  key_hash: string;
  attempts: number;
  window_started_at: Date;
  blocked_until: Date | null;
}

export interface CaseCountsTable {
  status: CaseStatus;
  total: number;
}

export interface DecisionsTable {
  id: Generated<number>;
  case_id: number;
  reviewer_id: number;
  decided_at: Generated<Date>;
  from_status: CaseStatus;
  to_status: CaseStatus;
}

export interface DatabaseSchema {
  cases: CasesTable;
  reviewers: ReviewersTable;
  sessions: SessionsTable;
  decisions: DecisionsTable;
  access_log: AccessLogTable;
  sign_in_limits: SignInLimitsTable;
  case_counts: CaseCountsTable;
}

export type NewCase = Insertable<CasesTable>;
export type ReviewerRow = Selectable<ReviewersTable>;
