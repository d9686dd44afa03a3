/**
 * `tsx scripts/bench/explain-list.ts`: the plans of the overview's list queries at 100 000
 * cases, to compare PGlite's with PostgreSQL's (run it again inside scripts/with-postgres.sh
 * for the latter). Each request of list-queries.ts is parsed as the route parses it, run
 * through `listCases` with the bench reviewer's licences (as the route reads them), and every
 * statement it sent is explained (analyzed, without costs).
 * BENCH_CASES sets the case count.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, Kysely, type LogEvent, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { parseCasePageParams } from '../../machines/case';
import { licenceCoverage } from '../../machines/letter';
import { listCases } from '../../server/db/cases/list';
import { migrateToLatest } from '../../server/db/migrations';
import type { DatabaseSchema } from '../../server/db/schema';
import { LIST_REQUESTS, NEXT_AFTER_DEEP } from './list-queries';
import { BENCH_STATES, seedBenchCases } from './seed-bench-cases';

const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const sent: CompiledQuery[] = [];
const log = (event: LogEvent) => {
  if (event.level === 'query') sent.push(event.query);
};
const url = process.env.DATABASE_URL;
const db = new Kysely<DatabaseSchema>({
  dialect: url
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) })
    : new PGliteDialect(await PGlite.create({ extensions: { pg_trgm } })),
  log,
});
try {
  await migrateToLatest(db as Kysely<unknown>);
  await seedBenchCases(db, CASES, 'explain password');
  const requests = [...LIST_REQUESTS];
  const { cases } = await listQuery(NEXT_AFTER_DEEP.before);
  const last = cases.at(-1);
  if (last) requests.push({ label: NEXT_AFTER_DEEP.label, query: NEXT_AFTER_DEEP.query(last) });
  console.log(`# ${url ? 'PostgreSQL' : 'PGlite'}, ${CASES} cases\n`);
  for (const request of requests) {
    sent.length = 0;
    await listQuery(request.query);
    const statements = [...sent];
    console.log(`## ${request.label} (${request.query})\n`);
    for (const statement of statements) {
      const plan = await db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(
          `explain (analyze, costs off, timing off, summary off) ${statement.sql}`,
          [...statement.parameters],
        ),
      );
      console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'), '\n');
    }
  }
} finally {
  await db.destroy();
}

async function listQuery(query: string) {
  const parsed = parseCasePageParams(new URLSearchParams(query));
  if ('invalid' in parsed) throw new Error(`Not a valid list query: ${query}`);
  return listCases(db, parsed.query, licenceCoverage({ licensedIn: [...BENCH_STATES] }));
}
