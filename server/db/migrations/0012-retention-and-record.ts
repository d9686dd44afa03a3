import { type Kysely, type Migration, sql } from 'kysely';

/** The access log's action rule as the database holds it now, whichever migration wrote it. */
async function allowedActions(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'access_log'::regclass and conname = 'access_log_action_check'`.execute(db);
  const definition = rows[0]?.definition ?? '';
  return Array.from(definition.matchAll(/'([^']+)'::text/g), (match) => match[1] as string);
}

/**
 * The patient's download of their own record is an access like any other: the access log
 * takes a `record-download` action. The rule is rebuilt from the actions it allows now
 * (read from the database) plus this one, so an action another migration added is kept.
 *
 * And the tombstones: a case purged after its retention period (`npm run records:purge`)
 * leaves a row here, in the audit trail, saying which case went, when, under which period,
 * and how many rows of each table went with it; no name, no answer, no address.
 */
export const retentionAndRecord: Migration = {
  async up(db: Kysely<unknown>) {
    const actions = new Set([...(await allowedActions(db)), 'record-download']);
    const listed = sql.join([...actions].sort().map((action) => sql.lit(action)));
    await sql`alter table access_log drop constraint access_log_action_check`.execute(db);
    await sql`alter table access_log add constraint access_log_action_check
              check (action in (${listed}))`.execute(db);

    await sql`
    create table purged_cases (
      case_id integer primary key,
      last_activity_at timestamptz not null,
      retention_years integer not null check (retention_years > 0),
      purged_at timestamptz not null default now(),
      purged_by text not null check (length(purged_by) between 1 and 100),
      removed_rows jsonb not null
    )`.execute(db);
  },
};
