import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { TestProject } from 'vitest/node';
import { newInMemoryPglite } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrations';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of PGlite's starting points for the server tests (pglite-templates.ts). */
    pgliteTemplates: string;
  }
}

/** The files of a PGlite template folder, for test-database.ts to read. */
export const TEMPLATE_FILES = {
  /** A dump of a new cluster, no migration run: for the tests of the migrations. */
  blank: 'blank.tar',
  /** A dump of a cluster with every migration applied. */
  migrated: 'migrated.tar',
  /** The migrated cluster in a DATA_DIR, as the server leaves it: copied for each data dir. */
  migratedDataDir: 'data-dir',
} as const;

const ROOT = resolve(import.meta.dirname, '../../..');
const PREFIX = 'lmn-pglite-templates-';
/** Templates of other trees and older migrations are removed once unused this long. */
const UNUSED_FOR_MS = 3 * 24 * 60 * 60_000;

/**
 * A new PGlite costs seconds of CPU (initdb in WebAssembly, then the migrations); a test
 * database loaded from a dump of one costs a third of it. This builds the dumps once, before
 * the server tests start, in the system's temp folder under a name that hashes what they hold
 * (the migrations, PGlite's version): a later run on the same migrations reuses them, and a
 * changed migration gets new ones. Production never reads them; every test database still runs
 * the migrations at start, which finds nothing left to do.
 */
export default function setup(project: TestProject) {
  const folder = join(tmpdir(), `${PREFIX}${contentHash()}`);
  if (!existsSync(folder)) return build(folder).then(() => ready(project, folder));
  ready(project, folder);
}

function ready(project: TestProject, folder: string) {
  const now = new Date();
  utimesSync(folder, now, now);
  removeUnused(folder);
  project.provide('pgliteTemplates', folder);
}

function contentHash(): string {
  const hash = createHash('sha256');
  const migrations = join(ROOT, 'server/db/migrations');
  const inputs = [
    join(ROOT, 'server/db/migrations.ts'),
    import.meta.filename,
    join(ROOT, 'node_modules/@electric-sql/pglite/package.json'),
    ...readdirSync(migrations)
      .sort()
      .map((name) => join(migrations, name)),
  ];
  for (const input of inputs) hash.update(input).update(readFileSync(input));
  return hash.digest('hex').slice(0, 16);
}

async function build(folder: string) {
  // Built aside and renamed into place: a second run starting at the same time never reads a
  // half-written template, and whichever finishes second drops its own.
  const building = mkdtempSync(`${folder}-building-`);
  try {
    const pglite = await newInMemoryPglite();
    await writeDump(pglite, join(building, TEMPLATE_FILES.blank));
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db);
    const migrated = await writeDump(pglite, join(building, TEMPLATE_FILES.migrated));
    await db.destroy();
    const dataDir = join(building, TEMPLATE_FILES.migratedDataDir);
    mkdirSync(dataDir);
    const onDisk = await PGlite.create({
      dataDir: join(dataDir, 'pgdata'),
      loadDataDir: migrated,
      extensions: { pg_trgm },
    });
    await onDisk.close();
    renameSync(building, folder);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
}

async function writeDump(pglite: PGlite, path: string): Promise<Blob> {
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(path, new Uint8Array(await dump.arrayBuffer()));
  return dump;
}

function removeUnused(current: string) {
  const now = Date.now();
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || path === current) continue;
    try {
      if (now - statSync(path).mtimeMs > UNUSED_FOR_MS)
        rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}
