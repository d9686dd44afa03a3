import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type OpenDatabase, type OpenOptions, openDatabase } from '../../../server/db/connect';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (scripts/with-postgres.sh), a new database on
 * it that close() drops again.
 */
export async function openTestDatabase(options: OpenOptions = {}): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({}, options);
  const name = `lmn_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString() }, options);
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await adminQuery(serverUrl, `drop database ${name}`);
    },
  };
}

async function adminQuery(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
