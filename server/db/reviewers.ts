import { isUsState, type StoredProfile } from '../../machines/letter';
import type { UsState } from '../../machines/survey';
import type { Database } from './connect';

/** The profile fields a `reviewer:add` run sets; those left out keep their stored value. */
export interface ProfileUpdate {
  fullName?: string;
  credentials?: string;
  npi?: string;
  licensedIn?: UsState[];
}

export function profileColumns(profile: ProfileUpdate) {
  return {
    ...(profile.fullName !== undefined && { full_name: profile.fullName }),
    ...(profile.credentials !== undefined && { credentials: profile.credentials }),
    ...(profile.npi !== undefined && { npi: profile.npi }),
    ...(profile.licensedIn !== undefined && { licensed_in: JSON.stringify(profile.licensedIn) }),
  };
}

/** A reviewer's profile as stored (states read back as untrusted: unknown names dropped). */
export async function findProfile(
  db: Database,
  reviewerId: number,
): Promise<StoredProfile | undefined> {
  const row = await db
    .selectFrom('reviewers')
    .select(['full_name', 'credentials', 'npi', 'licensed_in'])
    .where('id', '=', reviewerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const states: unknown[] = Array.isArray(row.licensed_in) ? row.licensed_in : [];
  return {
    fullName: row.full_name,
    credentials: row.credentials,
    npi: row.npi,
    licensedIn: states.filter(isUsState),
  };
}

export interface Reviewer {
  id: number;
  username: string;
  passwordHash: string;
  /** A disabled account signs in with no password (migration 0018). */
  disabled: boolean;
}

/** Usernames compare without case or surrounding spaces: "Ann" and "ann " are one reviewer. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findReviewer(db: Database, username: string): Promise<Reviewer | undefined> {
  const row = await db
    .selectFrom('reviewers')
    .select(['id', 'username', 'password_hash', 'disabled_at'])
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      username: row.username,
      passwordHash: row.password_hash,
      disabled: row.disabled_at !== null,
    }
  );
}

/**
 * Creates the reviewer, or resets an existing one's password (and sets the profile fields
 * given, in the same transaction); a reset also ends every session
 * that reviewer has open (the reason for a reset is often a password that leaked).
 */
export async function upsertReviewer(
  db: Database,
  username: string,
  passwordHash: string,
  profile: ProfileUpdate = {},
  /** `reviewer:add --admin`: the reviewer becomes an administrator (never un-made here). */
  admin = false,
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
        .values({
          username: name,
          password_hash: passwordHash,
          ...(admin && { is_admin: true }),
          ...profileColumns(profile),
        })
        .execute();
      return 'created';
    }
    await trx
      .updateTable('reviewers')
      .set({
        password_hash: passwordHash,
        updated_at: new Date(),
        ...(admin && { is_admin: true }),
        ...profileColumns(profile),
      })
      .where('id', '=', existing.id)
      .execute();
    await trx.deleteFrom('sessions').where('reviewer_id', '=', existing.id).execute();
    return 'reset';
  });
}
