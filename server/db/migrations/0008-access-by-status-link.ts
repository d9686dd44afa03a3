import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The patient reads their case too, through the private status link: the status page and the
 * letter's PDF. Every access to a case is recorded, so the access log takes entries with no
 * reviewer; they stand for the status link's holder. Only reading is possible that way: a
 * decision always names its reviewer.
 */
export const accessByStatusLink: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table access_log alter column reviewer_id drop not null`.execute(db);
    await sql`
      alter table access_log add constraint access_log_decision_has_reviewer
      check (reviewer_id is not null or action <> 'decision')`.execute(db);
  },
};
