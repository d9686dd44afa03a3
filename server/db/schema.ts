import type { ColumnType, Generated } from 'kysely';
import type { CaseRecord, CaseStatus, ConsentRecord, StoredOpenStage } from '../../machines/case';
import type { AccessAction } from '../../machines/case/case.access-api';
import type { SecurityEventKind } from './security-events';
import type { LetterContent, SignerProfile, StoredLetterStatus } from '../../machines/letter';
import type { DenialReasonCode } from '../../machines/status';
import type { UsState } from '../../machines/survey';
import type { LogoType, PartnerProduct } from '../../machines/partner';
import type { CaseProduct } from '../../machines/case';

/**
 * The tables as the migrations create them (server/db/migrations.ts). A case's columns take
 * their types from the case's one shape (machines/case/case.record.ts).
 */
interface CasesTable {
  id: Generated<CaseRecord['id']>;
  name: CaseRecord['name'];
  /** `nameSortKey(name)`: what the overview sorts names by. */
  name_sort_key: string;
  status: CaseStatus;
  /** A DATE column, read back as yyyy-mm-dd text (see `dateSubmitted` in cases/rows.ts). */
  date_submitted: CaseRecord['dateSubmitted'];
  answers: ColumnType<NonNullable<CaseRecord['answers']> | null, string | null, string | null>;
  /** The patient's state, from the answers; null for the seeded samples (no answers). */
  patient_state: UsState | null;
  /** The instant of submission; null where only the date is known (the seeded samples). */
  submitted_at: ColumnType<Date | null, string | null, never>;
  version: Generated<number>;
  created_at: Generated<Date>;
  /**
   * The SHA-256 (hex) of the browser's key for this submission (Idempotency-Key), never the
   * key itself; unique; null for submissions without one (migration 0013 hashed older keys).
   */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
  /** The SHA-256 of the submission the key came with (`submissionHash`); null before 0013. */
  idempotency_request_hash: ColumnType<string | null, string | null | undefined, never>;
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the patient confirmed `contact_email`; null until then (migration 0017). */
  contact_email_confirmed_at: ColumnType<Date | null, never, Date | null>;
  /** The SHA-256 of the pending confirmation link's token; null when none waits (0017). */
  email_confirmation_hash: ColumnType<string | null, never, string | null>;
  /** The versions the patient accepted with the submission, and when (migration 0011). */
  consent: ColumnType<ConsentRecord | null, string | null | undefined, never>;
  /** An Open case's sub-state when not simply queued; null otherwise (migration 0011). */
  open_stage: ColumnType<
    StoredOpenStage | null,
    StoredOpenStage | null | undefined,
    StoredOpenStage | null
  >;
  /** The partner whose link the patient came from, its product and order (0019). */
  partner_slug: ColumnType<string | null, string | null | undefined, never>;
  product: ColumnType<CaseProduct | null, string | null | undefined, never>;
  order_ref: ColumnType<string | null, string | null | undefined, never>;
}

/** A reviewer's question to the patient and its answer (migration 0011). */
/** A merchant whose customers start at `/p/<slug>` (0019). */
interface PartnersTable {
  slug: string;
  name: string;
  provider: string;
  primary_colour: string;
  support_email: string;
  logo_type: LogoType | null;
  logo_data: string | null;
  products: ColumnType<PartnerProduct[], string, string>;
  webhook_url: string | null;
  webhook_secret: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

interface CaseQuestionsTable {
  id: Generated<number>;
  case_id: number;
  number: number;
  asked_by: number;
  question: string;
  asked_at: Generated<Date>;
  answer: string | null;
  answered_at: Date | null;
}

interface ReviewersTable {
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
  /** The authenticator's secret (base32) once enrolled (migration 0016). */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last time step whose code was accepted: no code of it or before is taken again. */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  factor_enrolled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The secret of an enrolment started and not yet confirmed with a code. */
  pending_totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** An administrator manages reviewers at /admin/reviewers (migration 0018). */
  is_admin: Generated<boolean>;
  /** Set: the account cannot sign in (migration 0018). */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One-time password reset links, as SHA-256 hashes of their tokens (migration 0018). */
interface PasswordResetLinksTable {
  id: Generated<string>;
  reviewer_id: number;
  token_hash: string;
  /** The administrator who issued it; null: the operator's command. */
  issued_by: number | null;
  issued_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

/** A reviewer's one-time recovery codes, as SHA-256 hashes (migration 0016). */
interface RecoveryCodesTable {
  id: Generated<string>;
  reviewer_id: number;
  code_hash: string;
  used_at: Date | null;
}

interface SessionsTable {
  token_hash: string;
  reviewer_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  last_seen_at: Generated<Date>;
  /** A right password waiting for its second factor: it opens nothing (migration 0016). */
  awaiting_factor: Generated<boolean>;
}

interface AccessLogTable {
  id: Generated<string>;
  case_id: number;
  /** Null: the patient, through the case's status link, or anyone checking its letter. */
  reviewer_id: number | null;
  action: AccessAction;
  detail: Generated<string>;
  address: string;
  accessed_at: Generated<Date>;
}

interface SignInLimitsTable {
  key_hash: string;
  attempts: number;
  window_started_at: Date;
  blocked_until: Date | null;
}

/** How many cases have each status and patient's state (migration 0009). */
interface CaseCountsTable {
  status: CaseStatus;
  patient_state: UsState | null;
  total: number;
}

interface DecisionsTable {
  id: Generated<number>;
  case_id: number;
  reviewer_id: number;
  decided_at: Generated<Date>;
  from_status: CaseStatus;
  to_status: CaseStatus;
  reason: ColumnType<DenialReasonCode | null, DenialReasonCode | null | undefined, never>;
  note: ColumnType<string | null, string | null | undefined, never>;
}

interface StatusTokensTable {
  token_hash: string;
  case_id: number;
  created_at: Generated<Date>;
}

export type OutboxKind = 'received' | 'approved' | 'denied' | 'question' | 'confirm-email';

/** A passed last-name check of a status link: its cookie token's hash, until it expires. */
interface StatusChecksTable {
  token_hash: string;
  case_id: number;
  expires_at: Date;
}

interface OutboxTable {
  id: Generated<number>;
  case_id: number;
  kind: OutboxKind;
  created_at: Generated<Date>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  locked_until: Date | null;
  sent_at: Date | null;
  last_error: string | null;
}

/** A partner's webhook event, queued with the decision, sent after it (migration 0020). */
interface WebhookDeliveriesTable {
  id: Generated<number>;
  event_id: string;
  partner_slug: string;
  case_id: number;
  body: string;
  created_at: Generated<Date>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  locked_until: Date | null;
  delivered_at: Date | null;
  last_status: number | null;
  last_error: string | null;
}

interface LettersTable {
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
  /** The issued file, signed, and its SHA-256 (migration 0010); null until it is made. */
  pdf: Uint8Array | null;
  pdf_sha256: string | null;
}

/** The deployment's self-signed signing certificate and key, one row (migration 0010). */
interface SigningIdentityTable {
  id: Generated<number>;
  p12: Uint8Array;
  passphrase: string;
  created_at: Generated<Date>;
}

/** A case purged after its retention period: what the audit trail keeps of it (0012). */
interface PurgedCasesTable {
  case_id: number;
  last_activity_at: Date;
  retention_years: number;
  purged_at: Generated<Date>;
  /** The system account that ran the purge. */
  purged_by: string;
  /** How many rows each table lost with the case: `{ "decisions": 2, ... }`. */
  removed_rows: ColumnType<Record<string, number>, string, never>;
}

/** A sign-in, its failure or block, a sign-out: kept as written, never changed (0014). */
interface SecurityEventsTable {
  id: Generated<string>;
  kind: SecurityEventKind;
  /** Null: a username no reviewer has (never stored as typed: it may hold a password). */
  reviewer_id: number | null;
  /** The administrator who acted on `reviewer_id`; null for a reviewer's own events (0018). */
  actor_id: ColumnType<number | null, number | null | undefined, never>;
  address: string;
  detail: Generated<string>;
  occurred_at: Generated<Date>;
}

/** A public route's request count for one address, hashed with the route (0015). */
interface RequestLimitsTable {
  key_hash: string;
  hits: number;
  window_started_at: Date;
}

export interface DatabaseSchema {
  partners: PartnersTable;
  request_limits: RequestLimitsTable;
  security_events: SecurityEventsTable;
  purged_cases: PurgedCasesTable;
  letters: LettersTable;
  cases: CasesTable;
  reviewers: ReviewersTable;
  password_reset_links: PasswordResetLinksTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  decisions: DecisionsTable;
  access_log: AccessLogTable;
  sign_in_limits: SignInLimitsTable;
  case_counts: CaseCountsTable;
  status_tokens: StatusTokensTable;
  status_checks: StatusChecksTable;
  outbox: OutboxTable;
  webhook_deliveries: WebhookDeliveriesTable;
  case_questions: CaseQuestionsTable;
  signing_identity: SigningIdentityTable;
}
