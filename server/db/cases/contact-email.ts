import type { Database } from '../connect';

/** Stores the patient's address, once per case: false when one was already given. */
export async function setContactEmail(
  db: Database,
  caseId: number,
  email: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('cases')
    .set({ contact_email: email })
    .where('id', '=', caseId)
    .where('contact_email', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

/** The address the patient left for the case and confirmed, if any: news goes only there. */
export async function confirmedContactEmailOf(
  db: Database,
  caseId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('cases')
    .select('contact_email')
    .where('id', '=', caseId)
    .where('contact_email_confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row?.contact_email ?? null;
}

/** A new pending confirmation of the case's address: its token's hash replaces any before. */
export async function setEmailConfirmationHash(
  db: Database,
  caseId: number,
  hash: string,
): Promise<void> {
  await db
    .updateTable('cases')
    .set({ email_confirmation_hash: hash })
    .where('id', '=', caseId)
    .where('contact_email_confirmed_at', 'is', null)
    .execute();
}

/**
 * Confirms the address whose pending confirmation has this hash, once: the hash goes with
 * it. The case's id, or undefined for a hash that matches nothing (used, replaced, unknown).
 */
export async function confirmEmailByHash(
  db: Database,
  hash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('cases')
    .set({ contact_email_confirmed_at: now, email_confirmation_hash: null })
    .where('email_confirmation_hash', '=', hash)
    .where('contact_email', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The address the patient left for the case, if any, confirmed or not. */
export async function contactEmailOf(db: Database, caseId: number): Promise<string | null> {
  const row = await db
    .selectFrom('cases')
    .select('contact_email')
    .where('id', '=', caseId)
    .executeTakeFirst();
  return row?.contact_email ?? null;
}
