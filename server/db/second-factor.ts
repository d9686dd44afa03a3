import type { Database } from './connect';

/** A reviewer's enrolled authenticator: its secret, and the last step it accepted. */
export interface EnrolledFactor {
  secret: string;
  lastStep: number | null;
  enrolledAt: Date;
}

export async function findFactor(
  db: Database,
  reviewerId: number,
): Promise<EnrolledFactor | undefined> {
  const row = await db
    .selectFrom('reviewers')
    .select(['totp_secret', 'totp_last_step', 'factor_enrolled_at'])
    .where('id', '=', reviewerId)
    .executeTakeFirst();
  if (!row?.totp_secret || !row.factor_enrolled_at) return undefined;
  return {
    secret: row.totp_secret,
    lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    enrolledAt: new Date(row.factor_enrolled_at),
  };
}

/** Keeps the secret of an enrolment begun (a new start replaces an earlier one). */
export async function startEnrolment(db: Database, reviewerId: number, secret: string) {
  await db
    .updateTable('reviewers')
    .set({ pending_totp_secret: secret })
    .where('id', '=', reviewerId)
    .execute();
}

export async function pendingEnrolmentSecret(
  db: Database,
  reviewerId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('reviewers')
    .select('pending_totp_secret')
    .where('id', '=', reviewerId)
    .executeTakeFirst();
  return row?.pending_totp_secret ?? null;
}

/**
 * The enrolment confirmed: the secret becomes the reviewer's factor (the step of the code
 * that confirmed it counts as used), with a new set of recovery codes in place of any old.
 */
export async function completeEnrolment(
  db: Database,
  reviewerId: number,
  enrolment: { secret: string; step: number; recoveryCodeHashes: string[]; at: Date },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reviewers')
      .set({
        totp_secret: enrolment.secret,
        totp_last_step: enrolment.step,
        factor_enrolled_at: enrolment.at,
        pending_totp_secret: null,
      })
      .where('id', '=', reviewerId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('reviewer_id', '=', reviewerId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(
        enrolment.recoveryCodeHashes.map((hash) => ({ reviewer_id: reviewerId, code_hash: hash })),
      )
      .execute();
  });
}

/**
 * Sets an authenticator secret without the enrolment's steps and without recovery codes: the
 * operator's `reviewer:add --totp-secret`, for test and benchmark accounts.
 */
export async function setFactorSecret(db: Database, reviewerId: number, secret: string, at: Date) {
  await db
    .updateTable('reviewers')
    .set({ totp_secret: secret, totp_last_step: null, factor_enrolled_at: at })
    .where('id', '=', reviewerId)
    .execute();
}

/**
 * Takes the step of an accepted code, if no code of it or a later step was taken meanwhile:
 * the update is the check, so two requests with one code cannot both pass.
 */
export async function takeTotpStep(db: Database, reviewerId: number, step: number) {
  const taken = await db
    .updateTable('reviewers')
    .set({ totp_last_step: step })
    .where('id', '=', reviewerId)
    .where((eb) =>
      eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Uses a recovery code, once: true when it was the reviewer's and not used before. */
export async function takeRecoveryCode(
  db: Database,
  reviewerId: number,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('reviewer_id', '=', reviewerId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Database, reviewerId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('reviewer_id', '=', reviewerId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
