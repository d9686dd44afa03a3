import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { databaseTarget, recordRetentionYears } from '../config';

const USAGE = 'Usage: npm run records:purge [-- --yes]';

/**
 * `npm run records:purge`: lists the cases past the retention period (RECORD_RETENTION_YEARS
 * after their last activity); with `--yes`, purges them, each leaving a tombstone in the
 * audit trail (`purged_cases`). Same database as the server (DATABASE_URL, else DATA_DIR).
 * Back up first: a purge cannot be undone, except from a backup.
 */
async function main() {
  const { values } = parseArgs({ options: { yes: { type: 'boolean', default: false } } });
  const years = recordRetentionYears();
  const [{ openDatabase }, purge, { retentionCutoff }] = await Promise.all([
    import('../db/connect'),
    import('../db/cases/purge'),
    import('../retention/retention-cutoff'),
  ]);
  const database = await openDatabase(databaseTarget());
  try {
    const cutoff = retentionCutoff(years);
    const expired = await purge.expiredCases(database.db, cutoff);
    const when = cutoff.toISOString().slice(0, 10);
    if (!values.yes) {
      const list = expired.map((entry) => entry.id).join(', ') || 'none';
      console.warn(
        `${expired.length} cases had their last activity before ${when} (RECORD_RETENTION_YEARS=${years}): ${list}.`,
      );
      if (expired.length > 0) console.warn(`To purge them, back up first, then: ${USAGE}`);
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
    console.warn(
      `Purged ${purged} cases whose last activity was before ${when}; each left a tombstone in purged_cases.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
