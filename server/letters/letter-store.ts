import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  isStoredLetterStatus,
  type LetterContent,
  type SignerProfile,
  type StoredLetterStatus,
} from '../../machines/letter';
import type { Database } from '../db/connect';
import { keepFile } from './letter-file-store';
import { type LetterSigning, signedLetterFile } from './signed-letter-file';

/** A stored letter, as the letter page, the PDF and the verification read it. */
export interface StoredLetter {
  id: number;
  caseId: number;
  verificationCode: string;
  status: StoredLetterStatus;
  issuedOn: string;
  validUntil: string;
  content: LetterContent;
  signer: SignerProfile;
  /** SHA-256 of the issued file; null for a letter issued before files were kept. */
  fingerprint: string | null;
}

/** 16 random bytes (128 bits) as URL-safe base64: 22 characters nobody can guess. */
function newVerificationCode(): string {
  return randomBytes(16).toString('base64url');
}

const issuedOn = sql<string>`to_char(issued_on, 'YYYY-MM-DD')`.as('issuedOn');
const validUntil = sql<string>`to_char(valid_until, 'YYYY-MM-DD')`.as('validUntil');

function letterColumns(db: Database) {
  return db
    .selectFrom('letters')
    .select([
      'id',
      'case_id',
      'verification_code',
      'status',
      issuedOn,
      validUntil,
      'content',
      'signer',
      'pdf_sha256',
    ]);
}

type LetterRow = Awaited<ReturnType<ReturnType<typeof letterColumns>['executeTakeFirst']>>;

function toLetter(row: LetterRow): StoredLetter | undefined {
  if (!row || !isStoredLetterStatus(row.status)) return undefined;
  return {
    id: row.id,
    caseId: row.case_id,
    verificationCode: row.verification_code,
    status: row.status,
    issuedOn: row.issuedOn,
    validUntil: row.validUntil,
    content: row.content,
    signer: row.signer,
    fingerprint: row.pdf_sha256,
  };
}

/**
 * Inside the decision's transaction: the case's valid letter (if any) is superseded and the
 * new one stored with its signed file, so a case never has two valid letters, never one
 * without its decision, and never one without the file every download then serves.
 */
export async function issueLetter(
  trx: Database,
  input: { caseId: number; signedBy: number; content: LetterContent; signer: SignerProfile },
  signing: LetterSigning,
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('letters')
    .set({ status: 'superseded', status_changed_at: now })
    .where('case_id', '=', input.caseId)
    .where('status', '=', 'valid')
    .execute();
  const verificationCode = newVerificationCode();
  const { id } = await trx
    .insertInto('letters')
    .values({
      case_id: input.caseId,
      verification_code: verificationCode,
      status: 'valid',
      issued_on: input.content.issuedOn,
      valid_until: input.content.validUntil,
      content: JSON.stringify(input.content),
      signer: JSON.stringify(input.signer),
      signed_by: input.signedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The file names the letter's number, so it is made once the row has one.
  const file = await signedLetterFile({ id, content: input.content, verificationCode }, signing);
  await keepFile(trx, id, file);
}

/** Inside a Deny's transaction: the case's valid letter no longer stands. */
export async function revokeLetters(trx: Database, caseId: number): Promise<void> {
  await trx
    .updateTable('letters')
    .set({ status: 'revoked', status_changed_at: new Date() })
    .where('case_id', '=', caseId)
    .where('status', '=', 'valid')
    .execute();
}

/** The case's latest letter, whatever its status (the letter page shows a revoked one as such). */
export async function latestLetter(
  db: Database,
  caseId: number,
): Promise<StoredLetter | undefined> {
  const row = await letterColumns(db)
    .where('case_id', '=', caseId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return toLetter(row);
}

/** A letter of the case with when it was issued and when its status last changed. */
export interface LetterOfCase {
  letter: StoredLetter;
  issuedAt: Date;
  statusChangedAt: Date | null;
}

/** Every letter of the case, the replaced and withdrawn ones too, oldest first. */
export async function lettersOfCase(db: Database, caseId: number): Promise<LetterOfCase[]> {
  const rows = await letterColumns(db)
    .select(['created_at', 'status_changed_at'])
    .where('case_id', '=', caseId)
    .orderBy('id', 'asc')
    .execute();
  return rows.flatMap((row) => {
    const letter = toLetter(row);
    if (!letter) return [];
    const statusChangedAt = row.status_changed_at ? new Date(row.status_changed_at) : null;
    return [{ letter, issuedAt: new Date(row.created_at), statusChangedAt }];
  });
}

export async function letterByCode(db: Database, code: string): Promise<StoredLetter | undefined> {
  return toLetter(await letterColumns(db).where('verification_code', '=', code).executeTakeFirst());
}
