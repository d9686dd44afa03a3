import { databaseTarget } from '../../config';
import { backupDir, backupPath } from '../../backup/backup-file';
import type { Command } from '../command';

/**
 * `npm run backup`: one consistent, timestamped dump of the database the server uses
 * (DATABASE_URL via pg_dump, else PGlite in DATA_DIR via its own dump) into BACKUP_DIR
 * (default ./backups, private). Its path is the last line printed, for scripts.
 */
export const backup: Command = async ({ env, print }) => {
  const target = databaseTarget(env);
  const dir = backupDir(env);
  if (target.databaseUrl) {
    const { dumpPostgres } = await import('../../backup/postgres-backup');
    const file = backupPath(dir, 'postgres');
    // pg_dump creates the file with the umask: none of it for other users.
    process.umask(0o077);
    await dumpPostgres(target.databaseUrl, file, env);
    print(file);
    return;
  }
  const { dumpPglite } = await import('../../backup/pglite-backup');
  const file = backupPath(dir, 'pglite');
  await dumpPglite(target.dataDir ?? './data', file);
  print(file);
};
