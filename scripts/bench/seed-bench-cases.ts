import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import type { SurveyAnswers } from '../../machines/survey';
import type { Database } from '../../server/db/connect';
import { upsertReviewer } from '../../server/db/reviewers';

const FIRST = ['Ada', 'Grace', 'Alan', 'Barbara', 'Edsger', 'Frances', 'Donald', 'Katherine'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Liskov', 'Dijkstra', 'Allen', 'Knuth', 'Johnson'];

export const BENCH_ANSWERS: SurveyAnswers = {
  name: 'Bench Patient',
  age: '52',
  sex: 'Female',
  state: 'Texas',
  medicalConditions: ['Arthritis', 'Obesity'],
  hasChronicPain: true,
  height: `5'6"`,
  weight: '180',
  hasSurgery: false,
  riskFactors: 'Sedentary job; family history of heart disease.',
};

/** `count` synthetic cases (names, statuses and dates spread out) and a `bench` reviewer. */
export async function seedBenchCases(db: Database, count: number, password: string) {
  const first = sql.val(FIRST);
  const last = sql.val(LAST);
  await sql`
    insert into cases (name, status, date_submitted, answers)
    select (${first}::text[])[1 + i % 8] || ' ' || (${last}::text[])[1 + (i / 8) % 8] || ' ' || i,
           (array['Open', 'Completed', 'Denied'])[1 + i % 3],
           date '2024-01-01' + (i % 700),
           ${JSON.stringify(BENCH_ANSWERS)}::jsonb
    from generate_series(1, ${count}::int) as i`.execute(db);
  await sql`analyze cases`.execute(db);
  await upsertReviewer(db, 'bench', await hash(password));
}
