import { randomBytes } from 'node:crypto';
import { RESET_LINK_LIFETIME_MS } from '../../machines/account/account.rules';
import type { Database } from './connect';
import { hashToken } from './sessions';

export interface IssuedResetLink {
  /** Shown once, in the link; only its SHA-256 is stored. */
  token: string;
  expiresAt: Date;
}

/** A new one-time reset link for the reviewer; `issuedBy`: the administrator (null: a command). */
export async function issueResetLink(
  db: Database,
  reviewerId: number,
  issuedBy: number | null,
  now: Date,
): Promise<IssuedResetLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_MS);
  await db
    .insertInto('password_reset_links')
    .values({
      reviewer_id: reviewerId,
      token_hash: hashToken(token),
      issued_by: issuedBy,
      issued_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** Whether a link would be taken now: unused, unexpired, of an account not disabled. */
export async function resetLinkUsable(db: Database, token: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_links')
    .innerJoin('reviewers', 'reviewers.id', 'password_reset_links.reviewer_id')
    .select('password_reset_links.id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('reviewers.disabled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses the link, once: the reviewer's password becomes `passwordHash`, every other link of
 * theirs is spent with it, and all their sessions end. The conditional update is the check,
 * so two requests with one link cannot both pass. The reviewer's id, or null when the link was
 * not usable.
 */
export async function useResetLink(
  db: Database,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_reset_links')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('reviewer_id', 'in', (eb) =>
        eb.selectFrom('reviewers').select('reviewers.id').where('disabled_at', 'is', null),
      )
      .returning('reviewer_id')
      .executeTakeFirst();
    if (!used) return null;
    const reviewerId = used.reviewer_id;
    await trx
      .updateTable('password_reset_links')
      .set({ used_at: now })
      .where('reviewer_id', '=', reviewerId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('reviewers')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', reviewerId)
      .execute();
    await trx.deleteFrom('sessions').where('reviewer_id', '=', reviewerId).execute();
    return reviewerId;
  });
}

/** Spends every unused link of the reviewer (their account was disabled). */
export async function spendResetLinks(db: Database, reviewerId: number, now: Date) {
  await db
    .updateTable('password_reset_links')
    .set({ used_at: now })
    .where('reviewer_id', '=', reviewerId)
    .where('used_at', 'is', null)
    .execute();
}
