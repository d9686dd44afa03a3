import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A provider can stand behind a letter: the patient's recorded consent to an asynchronous
 * telehealth review (the versions accepted, and when), and the questions a reviewer asks the
 * patient before deciding. The case stays Open meanwhile; where it stands within Open is the
 * lifecycle's sub-state (`open_stage`: null while simply queued, or once decided).
 */
export const patientQuestionsAndConsent: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table cases add column consent jsonb`.execute(db);
    await sql`
      alter table cases add column open_stage text
      check (open_stage in ('waitingForPatient', 'patientAnswered'))`.execute(db);
    // The queue ("Next open case") skips the cases waiting for their patient.
    await sql`create index cases_waiting_idx on cases (id) where open_stage = 'waitingForPatient'`.execute(
      db,
    );

    await sql`
    create table case_questions (
      id integer generated always as identity primary key,
      case_id integer not null references cases (id) on delete cascade,
      number integer not null check (number >= 1),
      asked_by integer not null references reviewers (id) on delete restrict,
      question text not null check (length(question) between 1 and 1000),
      asked_at timestamptz not null default now(),
      answer text check (length(answer) between 1 and 2000),
      answered_at timestamptz,
      check ((answer is null) = (answered_at is null)),
      unique (case_id, number)
    )`.execute(db);
    // One question waits at a time: a second one is refused by the database too.
    await sql`
      create unique index case_questions_one_waiting_idx on case_questions (case_id)
      where answer is null`.execute(db);

    // The exchange is part of the access log, and the patient is told a question waits.
    await sql`alter table access_log drop constraint access_log_action_check`.execute(db);
    await sql`
      alter table access_log add constraint access_log_action_check
      check (action in ('view', 'letter-download', 'decision', 'letter-check', 'question', 'answer'))`.execute(
      db,
    );
    await sql`alter table outbox drop constraint outbox_kind_check`.execute(db);
    await sql`
      alter table outbox add constraint outbox_kind_check
      check (kind in ('received', 'approved', 'denied', 'question'))`.execute(db);
  },
};
