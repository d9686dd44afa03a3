import { type Kysely, type Migration, sql } from 'kysely';
import { nameSortKey } from '../../../machines/case/case.sort-key';

const BATCH = 1000;

/**
 * The overview sorts names by one rule in the browser and in SQL: the key `nameSortKey`
 * computes (accents and case ignored, numbers by value), stored beside the name, compared by
 * code point (collation "C") as the browser compares it. Existing rows get theirs here.
 */
export const nameSortKeyColumn: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table cases add column name_sort_key text collate "C"`.execute(db);
    for (;;) {
      const { rows } = await sql<{ id: number; name: string }>`
        select id, name from cases where name_sort_key is null order by id limit ${BATCH}`.execute(
        db,
      );
      if (rows.length === 0) break;
      const keys = rows.map((row) => sql`(${row.id}::int, ${nameSortKey(row.name)})`);
      await sql`
        update cases set name_sort_key = given.key
        from (values ${sql.join(keys)}) as given (id, key)
        where cases.id = given.id`.execute(db);
    }
    await sql`alter table cases alter column name_sort_key set not null`.execute(db);
    await sql`drop index cases_name_idx`.execute(db);
    await sql`create index cases_name_sort_idx on cases (name_sort_key, id)`.execute(db);
  },
};
