import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { databaseTarget } from '../../config';
import { BACKUP_KINDS, backupKindOf } from '../../backup/backup-file';
import type { Command } from '../command';

const USAGE = 'Usage: npm run restore -- FILE (a file `npm run backup` wrote)';

/**
 * `npm run restore -- FILE`: brings a backup back into an empty database, the one the server
 * would use (DATABASE_URL, else DATA_DIR). A database that holds anything is refused: nothing
 * is ever restored over existing data.
 */
export const restore: Command = async ({ args, env, print }) => {
  const given = args[0];
  if (!given) throw new Error(USAGE);
  const file = resolve(given);
  if (!existsSync(file)) throw new Error(`There is no file ${file}.\n${USAGE}`);
  const kind = backupKindOf(file);
  const target = databaseTarget(env);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== wanted) {
    const where = target.databaseUrl ? 'PostgreSQL (DATABASE_URL is set)' : 'the embedded database';
    throw new Error(
      `${file} is not a backup of ${where}: those end in ${BACKUP_KINDS[wanted]}.\n${USAGE}`,
    );
  }
  const counts = target.databaseUrl
    ? await (
        await import('../../backup/postgres-backup')
      ).restorePostgres(target.databaseUrl, file, env)
    : await (
        await import('../../backup/pglite-backup')
      ).restorePglite(target.dataDir ?? './data', file);
  print(
    `Restored ${file}: ${counts.cases} cases, ${counts.letters} letters, ${counts.reviewers} reviewers.`,
  );
};
