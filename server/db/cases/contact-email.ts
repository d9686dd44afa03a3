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

/** The address the patient left for the case, if any. */
export async function contactEmailOf(db: Database, caseId: number): Promise<string | null> {
  const row = await db
    .selectFrom('cases')
    .select('contact_email')
    .where('id', '=', caseId)
    .executeTakeFirst();
  return row?.contact_email ?? null;
}
