import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import { nameSortKey } from '../../machines/case';
import type { SubmittedAnswers, UsState } from '../../machines/survey';
import { stampedAnswers } from '../../machines/survey/survey.answer-sets';
import { EXAMPLE_ANSWERS } from '../../machines/survey/survey.answer-examples';
import type { Database } from '../../server/db/connect';
import { findReviewer, upsertReviewer } from '../../server/db/reviewers';
import { setFactorSecret } from '../../server/db/second-factor';
import { BENCH_TOTP_SECRET } from './server-process';

const FIRST = ['Ada', 'Grace', 'Alan', 'Barbara', 'Edsger', 'Frances', 'Donald', 'Katherine'];
/** Rows per insert: the names and their sort keys are computed here, a batch at a time. */
const BATCH = 10_000;
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Liskov', 'Dijkstra', 'Allen', 'Knuth', 'Johnson'];

/** The bench patient's answers: the one complete set of answers (the step table's examples). */
export const BENCH_ANSWERS: SubmittedAnswers = EXAMPLE_ANSWERS;

/**
 * The states the synthetic patients live in (each case's answers and its indexed column say
 * the same), and so the states the bench reviewer is licensed in: the default "Licensed
 * states only" view then covers every case, under a real licence condition.
 */
export const BENCH_STATES: readonly UsState[] = [
  'Texas',
  'California',
  'New York',
  'Florida',
  'Ohio',
  'Georgia',
  'Washington',
];

/**
 * `count` synthetic cases (names, statuses, dates and states spread out) and a `bench`
 * reviewer licensed in every state they live in.
 */
export async function seedBenchCases(db: Database, count: number, password: string) {
  for (let from = 1; from <= count; from += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - from + 1) }, (_, i) => from + i);
    const names = numbers.map((i) => `${FIRST[i % 8]} ${LAST[Math.floor(i / 8) % 8]} ${i}`);
    await sql`
      insert into cases (name, name_sort_key, status, date_submitted, answers, patient_state)
      select name, key,
             (array['Open', 'Completed', 'Denied'])[1 + i % 3],
             date '2024-01-01' + (i % 700),
             jsonb_set(${JSON.stringify(stampedAnswers(BENCH_ANSWERS))}::jsonb, '{state}', to_jsonb(state)),
             state
      from unnest(${sql.val(numbers)}::int[], ${sql.val(names)}::text[], ${sql.val(names.map(nameSortKey))}::text[])
        as given (i, name, key),
        lateral (select (${sql.val(BENCH_STATES)}::text[])[1 + i % ${BENCH_STATES.length}] as state) as lives`.execute(
      db,
    );
  }
  // As autovacuum (PostgreSQL) or the server's own upkeep (PGlite) leaves a table that settled:
  // its visibility map set, so a seek can read an index alone.
  await sql`vacuum (analyze) cases, case_counts`.execute(db);
  await upsertReviewer(db, 'bench', await hash(password), { licensedIn: [...BENCH_STATES] });
  // With a second factor, as a reviewer who may decide: the desk then shows what they see.
  const reviewer = await findReviewer(db, 'bench');
  if (!reviewer) throw new Error('The bench reviewer was not stored.');
  await setFactorSecret(db, reviewer.id, BENCH_TOTP_SECRET, new Date());
}
