import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The licence filter and the "Next open case" queue ask which state a case's patient lives
 * in: a column beside the answers, indexed with the status, so that question is an index
 * condition instead of a read of every case's JSON. The samples (no answers) have none.
 *
 * And when the case was submitted, to the instant: the overview tells how long an Open case
 * has waited in hours, and `date_submitted` holds the day alone. `created_at` is when the row
 * was written, which for the seeded samples is the seeding, not a submission; so a column of
 * its own, null where the instant is not known, filled here from `created_at` only for the
 * rows that carry answers (those were written at their submission).
 */
export const patientStateAndSubmittedAt: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table cases add column patient_state text`.execute(db);
    await sql`alter table cases add column submitted_at timestamptz`.execute(db);
    await sql`
      update cases set patient_state = answers->>'state', submitted_at = created_at
      where answers is not null`.execute(db);
    await sql`create index cases_state_status_idx on cases (patient_state, status, id)`.execute(db);
  },
};
