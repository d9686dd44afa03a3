import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The overview reads windows by position in its order (keyset): "the cases after this one".
 * Its order breaks ties by id ascending in both directions, so a descending sort needs its
 * own index (value descending, id ascending); an ascending one reads the existing ones. The
 * status and the patient's state are carried in each sort index, so a jump deep into the
 * list (the case at position N, found by reading the index alone) works with the status and
 * licence filters too, and so the letter order (an expression of the status) can be read
 * from its index alone.
 */
export const listKeyset: Migration = {
  async up(db: Kysely<unknown>) {
    const indexes = [
      sql`create index cases_name_sort_desc_idx on cases (name_sort_key desc, id) include (status, patient_state)`,
      sql`create index cases_date_desc_idx on cases (date_submitted desc, id) include (status, patient_state)`,
      sql`create index cases_status_desc_idx on cases (status desc, id) include (patient_state)`,
      sql`create index cases_lmn_desc_idx on cases ((status = 'Completed') desc, id) include (status, patient_state)`,
      // The ascending ones again, with the status and the state.
      sql`drop index cases_name_sort_idx`,
      sql`create index cases_name_sort_idx on cases (name_sort_key, id) include (status, patient_state)`,
      sql`drop index cases_date_idx`,
      sql`create index cases_date_idx on cases (date_submitted, id) include (status, patient_state)`,
      sql`drop index cases_lmn_idx`,
      sql`create index cases_lmn_idx on cases ((status = 'Completed'), id) include (status, patient_state)`,
    ];
    for (const statement of indexes) await statement.execute(db);

    // The status counts answer the unfiltered and status-only totals: kept right when the
    // cases are emptied at once (truncate fires no row trigger), and when their own rows are
    // gone (a count row comes back with the first case that needs it).
    await sql`
    create or replace function case_counts_follow() returns trigger language plpgsql as $$
    declare
      removed text := case when tg_op in ('UPDATE', 'DELETE') then old.status end;
      added text := case when tg_op in ('INSERT', 'UPDATE') then new.status end;
    begin
      if removed is distinct from added then
        -- One statement, rows in status order: two decisions crossing over lock the counts
        -- in the same order and never deadlock.
        insert into case_counts (status, total)
        select change.status, change.delta
        from (values (added, 1), (removed, -1)) as change (status, delta)
        where change.status is not null
        order by change.status
        on conflict (status) do update set total = case_counts.total + excluded.total;
      end if;
      return null;
    end $$`.execute(db);
    await sql`
    create function case_counts_empty() returns trigger language plpgsql as $$
    begin
      update case_counts set total = 0;
      return null;
    end $$`.execute(db);
    await sql`
    create trigger cases_counts_empty after truncate on cases
    for each statement execute function case_counts_empty()`.execute(db);
  },
};
