import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The overview's default view keeps to the reviewer's licences ("Licensed states only"), and
 * its total ("Showing N cases") was counted over an index on every window: linear in the
 * covered cases. The counts table now keeps a row per status and patient's state (no state
 * being one of them), so that total is a sum over at most one row per status and state, like
 * the status-only totals.
 *
 * And a jump in the stored order under the licence filter read the table row by row through
 * the primary key (which holds no state): an index on the id that carries the status and the
 * state lets it read the index alone, as the sorted orders do (migration 0007); likewise the
 * ascending status index, the last one without the state.
 */
export const countsByState: Migration = {
  async up(db: Kysely<unknown>) {
    const indexes = [
      sql`create index cases_id_listed_idx on cases (id) include (status, patient_state)`,
      sql`drop index cases_status_idx`,
      sql`create index cases_status_idx on cases (status, id) include (patient_state)`,
    ];
    for (const statement of indexes) await statement.execute(db);

    await sql`alter table case_counts add column patient_state text`.execute(db);
    await sql`alter table case_counts drop constraint case_counts_pkey`.execute(db);
    // "No state" is one key like any state: one row, found by `on conflict` like the others.
    await sql`
      alter table case_counts add constraint case_counts_status_state_key
      unique nulls not distinct (status, patient_state)`.execute(db);
    await sql`delete from case_counts`.execute(db);
    await sql`
      insert into case_counts (status, patient_state, total)
      select status, patient_state, count(*)::int from cases group by status, patient_state`.execute(
      db,
    );

    await sql`
    create or replace function case_counts_follow() returns trigger language plpgsql as $$
    declare
      was_counted boolean := tg_op in ('UPDATE', 'DELETE');
      is_counted boolean := tg_op in ('INSERT', 'UPDATE');
      removed_status text := case when was_counted then old.status end;
      removed_state text := case when was_counted then old.patient_state end;
      added_status text := case when is_counted then new.status end;
      added_state text := case when is_counted then new.patient_state end;
    begin
      if (removed_status, removed_state) is distinct from (added_status, added_state) then
        -- One statement, rows in key order: two decisions crossing over lock the counts in
        -- the same order and never deadlock.
        insert into case_counts (status, patient_state, total)
        select change.status, change.patient_state, change.delta
        from (values (added_status, added_state, 1), (removed_status, removed_state, -1))
          as change (status, patient_state, delta)
        where change.status is not null
        order by change.status, change.patient_state
        on conflict (status, patient_state)
          do update set total = case_counts.total + excluded.total;
      end if;
      return null;
    end $$`.execute(db);
    await sql`drop trigger cases_counts_follow on cases`.execute(db);
    await sql`
    create trigger cases_counts_follow after insert or delete or update of status, patient_state
    on cases for each row execute function case_counts_follow()`.execute(db);
  },
};
