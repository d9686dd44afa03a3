import type { AdminReviewer } from '../../machines/account/admin.api';
import { isUsState, stateCode } from '../../machines/letter';
import type { Database } from './connect';
import { spendResetLinks } from './password-reset-links';
import { normalizeUsername, profileColumns, type ProfileUpdate } from './reviewers';

/*
 * What an administrator reads and changes of reviewers' accounts (routes/admin-reviewers.ts).
 * Each change is one statement or one transaction; the route records the event.
 */

/** The most reviewers the list reads: a clinic has a few; a bound keeps any read bounded. */
export const MAX_LISTED_REVIEWERS = 1000;

function accountsQuery(db: Database) {
  return db.selectFrom('reviewers').select((eb) => [
    'reviewers.id',
    'reviewers.username',
    'reviewers.full_name',
    'reviewers.credentials',
    'reviewers.npi',
    'reviewers.licensed_in',
    'reviewers.is_admin',
    'reviewers.disabled_at',
    'reviewers.factor_enrolled_at',
    eb
      .selectFrom('security_events')
      .select((inner) => inner.fn.max('occurred_at').as('at'))
      .whereRef('security_events.reviewer_id', '=', 'reviewers.id')
      .where('security_events.kind', '=', 'sign-in')
      .as('last_sign_in_at'),
  ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['executeTakeFirstOrThrow']>>;

function accountOf(row: AccountRow): AdminReviewer {
  const stored: unknown[] = Array.isArray(row.licensed_in) ? row.licensed_in : [];
  const states = stored.filter(isUsState);
  const lastSignIn = row.last_sign_in_at as Date | string | null;
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    credentials: row.credentials,
    npi: row.npi,
    licensedIn: states,
    licensedInCodes: states.map(stateCode),
    admin: row.is_admin,
    disabled: row.disabled_at !== null,
    factorEnrolled: row.factor_enrolled_at !== null,
    lastSignInAt: lastSignIn === null ? null : new Date(lastSignIn).toISOString(),
  };
}

export async function listAccounts(db: Database): Promise<AdminReviewer[]> {
  const rows = await accountsQuery(db)
    .orderBy('reviewers.username')
    .limit(MAX_LISTED_REVIEWERS)
    .execute();
  return rows.map(accountOf);
}

export async function findAccount(db: Database, id: number): Promise<AdminReviewer | undefined> {
  const row = await accountsQuery(db).where('reviewers.id', '=', id).executeTakeFirst();
  return row && accountOf(row);
}

/** Whether the reviewer is an administrator whose account is not disabled. */
export async function isAdministrator(db: Database, reviewerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reviewers')
    .select('id')
    .where('id', '=', reviewerId)
    .where('is_admin', '=', true)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new reviewer, or null when the username is taken (nothing is changed then). */
export async function insertAccount(
  db: Database,
  username: string,
  passwordHash: string,
  profile: ProfileUpdate,
): Promise<number | null> {
  const inserted = await db
    .insertInto('reviewers')
    .values({
      username: normalizeUsername(username),
      password_hash: passwordHash,
      ...profileColumns(profile),
    })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function updateProfile(db: Database, id: number, profile: ProfileUpdate, at: Date) {
  await db
    .updateTable('reviewers')
    .set({ updated_at: at, ...profileColumns(profile) })
    .where('id', '=', id)
    .execute();
}

/** Disabled: no sign-in, no session, no reset link left; re-enabled: they sign in again. */
export async function setDisabled(db: Database, id: number, disabled: boolean, at: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reviewers')
      .set({ disabled_at: disabled ? at : null, updated_at: at })
      .where('id', '=', id)
      .execute();
    if (!disabled) return;
    await trx.deleteFrom('sessions').where('reviewer_id', '=', id).execute();
    await spendResetLinks(trx, id, at);
  });
}

export async function setAdministrator(db: Database, id: number, admin: boolean, at: Date) {
  await db
    .updateTable('reviewers')
    .set({ is_admin: admin, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * The second factor cleared (secret, pending enrolment, recovery codes): the reviewer signs in
 * with their password and enrols again; until then they may read but not decide.
 */
export async function resetFactor(db: Database, id: number, at: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reviewers')
      .set({
        totp_secret: null,
        totp_last_step: null,
        factor_enrolled_at: null,
        pending_totp_secret: null,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('recovery_codes').where('reviewer_id', '=', id).execute();
  });
}
