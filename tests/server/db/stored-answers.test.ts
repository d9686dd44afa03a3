import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ANSWERS_VERSION } from '../../../machines/survey';
import { VERSION_KEY } from '../../../machines/survey/survey.answer-sets';
import { findCase } from '../../../server/db/cases/find';
import { insertCase } from '../../../server/db/cases/insert';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { caseDatabaseForThisFile } from '../support/case-database';

// A case row never becomes unreadable after an upgrade: rows say which version of the survey
// asked their answers, and a row written before rows said it still reads (survey.stored-answers.ts).

const shared = caseDatabaseForThisFile();

const storedAnswers = async (id: number) =>
  (
    await sql<{
      answers: Record<string, unknown>;
    }>`select answers from cases where id = ${id}`.execute(shared.database.db)
  ).rows[0]!.answers;

describe('answers in the database', () => {
  it('are written with the version of the survey that asked them, and read without it', async () => {
    const { id } = await insertCase(shared.database.db, completeAnswers);
    expect(await storedAnswers(id)).toEqual({ ...completeAnswers, [VERSION_KEY]: ANSWERS_VERSION });
    expect((await findCase(shared.database.db, id))?.answers).toEqual(completeAnswers);
  });

  it('read as they were given from a row written before rows said their version', async () => {
    const { id } = await insertCase(shared.database.db, completeAnswers);
    await sql`update cases set answers = ${JSON.stringify(completeAnswers)}::jsonb where id = ${id}`.execute(
      shared.database.db,
    );
    expect(await storedAnswers(id)).not.toHaveProperty(VERSION_KEY);
    expect((await findCase(shared.database.db, id))?.answers).toEqual(completeAnswers);
  });
});
