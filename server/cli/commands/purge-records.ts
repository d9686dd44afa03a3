import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { databaseTarget, recordRetentionYears } from '../../config';
import type { Command } from '../command';

const USAGE = 'Usage: npm run records:purge [-- --yes]';

/**
 * `npm run records:purge`: lists the cases past the retention period (RECORD_RETENTION_YEARS
 * after their last activity); with `--yes`, purges them, each leaving a tombstone in the
 * audit trail (`purged_cases`). Same database as the server (DATABASE_URL, else DATA_DIR).
 * Back up first: a purge cannot be undone, except from a backup.
 */
export const purgeRecords: Command = async ({ args, env, tell, openDatabase }) => {
  const { values } = parseArgs({ args, options: { yes: { type: 'boolean', default: false } } });
  const years = recordRetentionYears(env);
  const [purge, { retentionCutoff }] = await Promise.all([
    import('../../db/cases/purge'),
    import('../../retention/retention-cutoff'),
  ]);
  const database = await openDatabase(databaseTarget(env));
  try {
    const cutoff = retentionCutoff(years);
    const expired = await purge.expiredCases(database.db, cutoff);
    const when = cutoff.toISOString().slice(0, 10);
    if (!values.yes) {
      const list = expired.map((entry) => entry.id).join(', ') || 'none';
      tell(
        `${expired.length} cases had their last activity before ${when} (RECORD_RETENTION_YEARS=${years}): ${list}.`,
      );
      if (expired.length > 0) tell(`To purge them, back up first, then: ${USAGE}`);
      return;
    }
    let purged = 0;
    for (const entry of expired) {
      const done = await purge.purgeCase(database.db, {
        caseId: entry.id,
        cutoff,
        retentionYears: years,
        purgedBy: userInfo().username,
      });
      if (done) purged += 1;
    }
    tell(
      `Purged ${purged} cases whose last activity was before ${when}; each left a tombstone in purged_cases.`,
    );
  } finally {
    await database.close();
  }
};
