import { parseArgs } from 'node:util';
import { ADMIN_REVIEWERS_PAGE } from '../../../machines/account/account.rules';
import { databaseTarget } from '../../config';
import type { Database } from '../../db/connect';
import { missingProfileFields } from '../../../machines/letter';
import type { Command, CommandContext } from '../command';
import { promptHidden } from '../hidden-prompt';
import { parseProfileFlags, PROFILE_FLAGS } from '../reviewer-profile-flags';
import { checkPassword, checkUsername } from '../reviewer-rules';

const USAGE =
  'Usage: npm run reviewer:add -- --username NAME [--full-name "Ann Lee"] [--credentials MD] [--npi 1234567893] [--licensed-in OR,WA] [--totp-secret BASE32] [--admin]';

/** An authenticator secret as apps take it: base32, at least 80 bits (RFC 4226 asks 128). */
const TOTP_SECRET = /^[A-Z2-7]{16,}$/;

/**
 * `npm run reviewer:add -- --username NAME [profile flags]`: creates a reviewer, or resets an
 * existing one's password (ending their sessions); the profile flags given are set too, and
 * the reviewer is told which profile fields are still missing (a letter needs all four). The password comes from REVIEWER_PASSWORD, else a hidden
 * prompt asked twice. Same database as the server (DATABASE_URL, else PGlite in DATA_DIR).
 */
async function readPassword(env: CommandContext['env']): Promise<string> {
  const fromEnv = env.REVIEWER_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const first = await promptHidden('Password: ');
  const problem = checkPassword(first);
  if (problem) throw new Error(problem);
  if ((await promptHidden('Password again: ')) !== first) throw new Error('The passwords differ.');
  return first;
}

/** Reviewers created before profiles, or without the flags, are asked for what they lack. */
async function reportMissingProfile(
  { findProfile, findReviewer }: typeof import('../../db/reviewers'),
  db: Database,
  username: string,
  tell: CommandContext['tell'],
) {
  const reviewer = await findReviewer(db, username);
  const profile = reviewer && (await findProfile(db, reviewer.id));
  if (!profile) return;
  const missing = missingProfileFields(profile).map((field) => PROFILE_FLAGS[field]);
  if (missing.length === 0) return;
  tell(
    `Their profile still lacks ${missing.join(', ')}: they can sign in and review, but cannot approve a case (which signs a letter) until you run this command again with ${missing.length === 1 ? 'it' : 'them'}.`,
  );
}

export const reviewerAdd: Command = async ({ args, env, tell, openDatabase }) => {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      'full-name': { type: 'string' },
      credentials: { type: 'string' },
      npi: { type: 'string' },
      'licensed-in': { type: 'string' },
      // Test and benchmark accounts only: a reviewer enrols their own app in the browser.
      'totp-secret': { type: 'string' },
      // An administrator manages reviewers at /admin/reviewers (with their own second factor).
      admin: { type: 'boolean' },
    },
  });
  const username = values.username ?? '';
  const usernameProblem = checkUsername(username);
  if (usernameProblem) throw new Error(`${usernameProblem}\n${USAGE}`);
  const profileFlags = parseProfileFlags(values);
  if (!profileFlags.ok) throw new Error(`${profileFlags.problem}\n${USAGE}`);
  const totpSecret = values['totp-secret'];
  if (totpSecret !== undefined && !TOTP_SECRET.test(totpSecret)) {
    throw new Error(
      `--totp-secret: an authenticator secret is base32 (A-Z, 2-7), at least 16 characters.\n${USAGE}`,
    );
  }
  const password = await readPassword(env);
  const passwordProblem = checkPassword(password);
  if (passwordProblem) throw new Error(passwordProblem);

  // Loaded only once the input is accepted: a refused one is answered at once, without
  // starting the database's code.
  const [{ hashPassword, SERVER_HASH_COST }, reviewers, secondFactor] = await Promise.all([
    import('../../password-hashing'),
    import('../../db/reviewers'),
    import('../../db/second-factor'),
  ]);
  const database = await openDatabase(databaseTarget(env));
  try {
    const outcome = await reviewers.upsertReviewer(
      database.db,
      username,
      await hashPassword(password, SERVER_HASH_COST),
      profileFlags.profile,
      values.admin === true,
    );
    const name = username.trim().toLowerCase();
    tell(
      outcome === 'created'
        ? `Reviewer "${name}" created in ${database.description}.`
        : `Password of reviewer "${name}" reset in ${database.description}; their open sessions were ended.`,
    );
    if (values.admin === true) {
      tell(
        `They are an administrator: once they have set up their second factor, they manage reviewers at ${ADMIN_REVIEWERS_PAGE}.`,
      );
    }
    if (totpSecret !== undefined) {
      const reviewer = await reviewers.findReviewer(database.db, username);
      if (reviewer)
        await secondFactor.setFactorSecret(database.db, reviewer.id, totpSecret, new Date());
      tell('Their second factor is the authenticator secret given (no recovery codes).');
    }
    await reportMissingProfile(reviewers, database.db, username, tell);
  } finally {
    await database.close();
  }
};
