import type { Database } from '../connect';

/** The slug of the partner whose link a case came from; null for a case from `/` or none. */
export async function partnerSlugOfCase(db: Database, caseId: number): Promise<string | null> {
  const row = await db
    .selectFrom('cases')
    .select('partner_slug')
    .where('id', '=', caseId)
    .executeTakeFirst();
  return row?.partner_slug ?? null;
}
