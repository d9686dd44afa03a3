import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { databaseTarget } from '../config';
import { openDatabase } from '../db/connect';
import { upsertReviewer } from '../db/reviewers';
import { promptHidden } from './hidden-prompt';
import { checkPassword, checkUsername } from './reviewer-rules';

/**
 * `npm run reviewer:add -- --username NAME`: creates a reviewer, or resets an existing one's
 * password (ending their sessions). The password comes from REVIEWER_PASSWORD, else a hidden
 * prompt asked twice. Same database as the server (DATABASE_URL, else PGlite in DATA_DIR).
 */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.REVIEWER_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const first = await promptHidden('Password: ');
  const problem = checkPassword(first);
  if (problem) throw new Error(problem);
  if ((await promptHidden('Password again: ')) !== first) throw new Error('The passwords differ.');
  return first;
}

async function main() {
  const { values } = parseArgs({ options: { username: { type: 'string' } } });
  const username = values.username ?? '';
  const usernameProblem = checkUsername(username);
  if (usernameProblem)
    throw new Error(`${usernameProblem}\nUsage: npm run reviewer:add -- --username NAME`);
  const password = await readPassword();
  const passwordProblem = checkPassword(password);
  if (passwordProblem) throw new Error(passwordProblem);

  const database = await openDatabase(databaseTarget());
  try {
    const outcome = await upsertReviewer(database.db, username, await hash(password));
    const name = username.trim().toLowerCase();
    console.warn(
      outcome === 'created'
        ? `Reviewer "${name}" created in ${database.description}.`
        : `Password of reviewer "${name}" reset in ${database.description}; their open sessions were ended.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
