import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CASE_API } from '../machines/case/case.api';
import { openDatabase } from '../server/db/connect';
import { LIST_REQUESTS, LIST_WINDOW, NEXT_AFTER_DEEP } from './bench/list-queries';
import { BENCH_ANSWERS, seedBenchCases } from './bench/seed-bench-cases';
import { BENCH_PASSWORD, freePort, signIn, waitUntilUp } from './bench/server-process';

/**
 * `npm run bench:server`: the real server (its own process, as `npm start` runs it) on
 * loopback with 100 000 cases: the overview's list latency (p50/p99) for each request of
 * scripts/bench/list-queries.ts with 1 and with 4 concurrent clients, and submissions per
 * second. PGlite first, then PostgreSQL through scripts/with-postgres.sh when Debian's
 * binaries are there. BENCH_SECONDS (default 5) bounds each measurement, BENCH_CASES the
 * case count, BENCH_CONNECTIONS (default "1,4") the client counts, BENCH_BACKENDS (default
 * "pglite,postgres") which backends run.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CASES = Number(process.env.BENCH_CASES ?? 100_000);
// A reviewer team, not a crowd: one reviewer, then four at once.
const CONNECTION_COUNTS = (process.env.BENCH_CONNECTIONS ?? '1,4').split(',').map(Number);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');

async function measure(label: string, connections: number, options: autocannon.Options) {
  const result = await autocannon({
    connections,
    duration: SECONDS,
    timeout: 30,
    ...options,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    label,
    connections,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
  };
}

async function benchBackend(backend: string, env: Record<string, string>) {
  const work = mkdtempSync(join(tmpdir(), 'lmn-bench-'));
  const distDir = join(work, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<meta name="case-store" content="browser" />');
  const dataDir = join(work, 'data');
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir };
  const seeding = await openDatabase(target);
  const seededAt = Date.now();
  await seedBenchCases(seeding.db, CASES, BENCH_PASSWORD);
  console.warn(
    `${backend}: ${CASES} cases seeded in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`,
  );
  await seeding.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PORT: String(port),
      SUBMISSIONS_PER_MINUTE: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp(base, server);
    const headers = { cookie: await signIn(base) };
    const rows = [];
    const requests = [...LIST_REQUESTS];
    // Scrolling on from a deep window, after its last case.
    const deep = await fetch(`${base}${CASE_API.cases}?${NEXT_AFTER_DEEP.before}`, { headers });
    const last = ((await deep.json()) as { cases: { id: number }[] }).cases.at(-1);
    if (last) requests.push({ label: NEXT_AFTER_DEEP.label, query: NEXT_AFTER_DEEP.query(last) });
    for (const connections of CONNECTION_COUNTS) {
      for (const request of requests) {
        const url = `${base}/api/cases?${request.query}`;
        rows.push(await measure(request.label, connections, { url, headers }));
      }
    }
    rows.push(
      await measure('submissions (POST /api/cases)', Math.max(...CONNECTION_COUNTS), {
        url: `${base}/api/cases`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'lmn' },
        body: JSON.stringify({ answers: BENCH_ANSWERS }),
      }),
    );
    return rows.map((row) => ({ backend, ...row }));
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(work, { recursive: true, force: true });
  }
}

type Row = Awaited<ReturnType<typeof benchBackend>>[number];

/** The PostgreSQL run, in a throwaway cluster (scripts/with-postgres.sh); none without it. */
function benchPostgres(): Row[] {
  const postgres = spawnSync(
    'bash',
    [
      'scripts/with-postgres.sh',
      process.execPath,
      '--import',
      'tsx',
      'scripts/bench-server.ts',
      '--postgres',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const last = postgres.stdout.trim().split('\n').pop() ?? '';
  if (postgres.status === 0) return JSON.parse(last) as Row[];
  console.warn('PostgreSQL run skipped or failed (see above).');
  return [];
}

async function main() {
  const backend = process.argv[2];
  if (backend === '--postgres') {
    // Run inside scripts/with-postgres.sh: print the rows as JSON for the parent run.
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('--postgres needs DATABASE_URL');
    console.log(JSON.stringify(await benchBackend('PostgreSQL', { DATABASE_URL: url })));
    return;
  }
  const rows = BACKENDS.includes('pglite')
    ? await benchBackend('PGlite', { DATABASE_URL: '' })
    : [];
  if (BACKENDS.includes('postgres')) rows.push(...benchPostgres());

  console.log(`\n${CASES} cases, ${SECONDS} s each, loopback, windows of ${LIST_WINDOW}:\n`);
  console.log('| backend | measurement | clients | req/s | p50 ms | p99 ms | failed |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.backend} | ${row.label} | ${row.connections} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.failed} |`,
    );
  }
  if (rows.some((row) => row.failed > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
