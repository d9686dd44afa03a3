import { parseArgs } from 'node:util';
import { resetLinkUrl } from '../../../machines/account/account.rules';
import { databaseTarget } from '../../config';
import { publicUrlFor } from '../../public-url';
import type { Command } from '../command';
import { checkUsername } from '../reviewer-rules';

const USAGE = 'Usage: npm run reviewer:reset-link -- --username NAME';

/**
 * `npm run reviewer:reset-link -- --username NAME`: a one-time password reset link for the
 * reviewer, valid 24 hours, printed once on stdout (only its hash is kept) on PUBLIC_URL, as
 * the server builds its links. For the operator until an administrator issues them in the
 * browser (`/admin/reviewers`). Same database as the server (DATABASE_URL, else DATA_DIR).
 */
export const reviewerResetLink: Command = async ({ args, env, tell, print, openDatabase }) => {
  const { values } = parseArgs({ args, options: { username: { type: 'string' } } });
  const username = values.username ?? '';
  const usernameProblem = checkUsername(username);
  if (usernameProblem) throw new Error(`${usernameProblem}\n${USAGE}`);
  const host = env.HOST?.trim() || '127.0.0.1';
  const publicUrl = publicUrlFor(env.PUBLIC_URL, host, Number(env.PORT?.trim() || 3000));

  const [reviewers, links] = await Promise.all([
    import('../../db/reviewers'),
    import('../../db/password-reset-links'),
  ]);
  const database = await openDatabase(databaseTarget(env));
  try {
    const reviewer = await reviewers.findReviewer(database.db, username);
    if (!reviewer) throw new Error(`No reviewer "${username.trim().toLowerCase()}" exists.`);
    if (reviewer.disabled) {
      throw new Error(`The account "${reviewer.username}" is disabled: re-enable it first.`);
    }
    const link = await links.issueResetLink(database.db, reviewer.id, null, new Date());
    tell(
      `A reset link for "${reviewer.username}", valid once until ${link.expiresAt.toISOString()}. It is shown only now: give it to them in person or by a channel you trust.`,
    );
    print(resetLinkUrl(publicUrl, link.token));
  } finally {
    await database.close();
  }
};
