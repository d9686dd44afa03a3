import { chmodSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What a backup file holds, by its name's ending: the two databases dump differently. */
export const BACKUP_KINDS = {
  /** `pg_dump --format=custom`: restored with `pg_restore`. */
  postgres: '.pgdump',
  /** PGlite's own dump of its data directory (a gzipped tar). */
  pglite: '.pglite.tar.gz',
} as const;
export type BackupKind = keyof typeof BACKUP_KINDS;

export function backupKindOf(file: string): BackupKind | undefined {
  if (file.endsWith(BACKUP_KINDS.postgres)) return 'postgres';
  if (file.endsWith(BACKUP_KINDS.pglite)) return 'pglite';
  return undefined;
}

/** BACKUP_DIR, else ./backups: created readable by this user only (the dumps are health data). */
export function backupDir(env: Record<string, string | undefined> = process.env): string {
  const dir = resolve(env.BACKUP_DIR?.trim() || './backups');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

/** `lmn-2026-11-26T20-15-03Z.pgdump`: sorts by time, no colon (some file systems refuse it). */
function backupFileName(kind: BackupKind, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `lmn-${stamp}${BACKUP_KINDS[kind]}`;
}

export function backupPath(dir: string, kind: BackupKind, now = new Date()): string {
  return join(dir, backupFileName(kind, now));
}

/** Why a restore stops before it writes anything. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}
