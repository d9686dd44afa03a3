import { sql } from 'kysely';
import type { Database } from '../../../server/db/connect';

/**
 * Every row of every table (the migrations' own record included), each table's rows as JSON
 * in a fixed order: two databases with equal contents give equal values.
 */
export async function tableContents(db: Database): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ row: unknown }>`
      select to_jsonb(t) as row from ${sql.table(name)} as t`.execute(db);
    contents[name] = rows.map(({ row }) => JSON.stringify(row)).sort();
  }
  return contents;
}
