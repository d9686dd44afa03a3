import type { Database } from './connect';

export interface Reviewer {
  id: number;
  username: string;
  passwordHash: string;
}

/** Usernames compare without case or surrounding spaces: "Ann" and "ann " are one reviewer. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findReviewer(db: Database, username: string): Promise<Reviewer | undefined> {
  const row = await db
    .selectFrom('reviewers')
    .select(['id', 'username', 'password_hash'])
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
  return row && { id: row.id, username: row.username, passwordHash: row.password_hash };
}

/**
 * Creates the reviewer, or resets an existing one's password; a reset also ends every session
 * that reviewer has open (the reason for a reset is often a password that leaked).
 */
export async function upsertReviewer(
  db: Database,
  username: string,
  passwordHash: string,
): Promise<'created' | 'reset'> {
  return db.transaction().execute(async (trx) => {
    const name = normalizeUsername(username);
    const existing = await trx
      .selectFrom('reviewers')
      .select('id')
      .where('username', '=', name)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) {
      await trx
        .insertInto('reviewers')
        .values({ username: name, password_hash: passwordHash })
        .execute();
      return 'created';
    }
    await trx
      .updateTable('reviewers')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', existing.id)
      .execute();
    await trx.deleteFrom('sessions').where('reviewer_id', '=', existing.id).execute();
    return 'reset';
  });
}
