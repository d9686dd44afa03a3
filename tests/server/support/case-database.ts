import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sql } from 'kysely';
import type { CaseDecision, CaseStatus } from '../../../machines/case';
import {
  decideCase,
  type DecideResult,
  type DecisionEffect,
} from '../../../server/db/cases/decide';
import type { OpenDatabase } from '../../../server/db/connect';
import { findReviewer } from '../../../server/db/reviewers';
import { addReviewer } from './test-app';
import { openTestDatabase } from './test-database';

/** The worker's shared database for a file of case tests, and the reviewer who decides. */
export interface CaseDatabase {
  database: OpenDatabase;
  reviewerId: number;
  /**
   * The reviewer's decision, written as the decision route writes it, with the effects given
   * (none by default: the list and the history do not read letters or mail).
   */
  decide(
    caseId: number,
    decision: CaseDecision,
    expectedStatus: CaseStatus,
    effects?: readonly DecisionEffect[],
  ): Promise<DecideResult>;
}

/**
 * Opens the worker's database for this file with one reviewer (ann), and empties the cases,
 * their decisions and their outbox before each test, ids starting again at 1. Read the
 * fields inside tests and hooks: they are set in `beforeAll`.
 */
export function caseDatabaseForThisFile(): CaseDatabase {
  const opened: Partial<CaseDatabase> = {};
  const shared: CaseDatabase = {
    get database() {
      if (!opened.database) throw new Error('The database opens in beforeAll');
      return opened.database;
    },
    get reviewerId() {
      if (opened.reviewerId === undefined) throw new Error('The reviewer is added in beforeAll');
      return opened.reviewerId;
    },
    decide: (caseId, decision, expectedStatus, effects = []) =>
      decideCase(shared.database.db, {
        caseId,
        reviewerId: shared.reviewerId,
        decision,
        expectedStatus,
        effects,
      }),
  };
  beforeAll(async () => {
    const database = await openTestDatabase();
    opened.database = database;
    await addReviewer(database.db, 'ann', 'correct horse battery');
    opened.reviewerId = (await findReviewer(database.db, 'ann'))!.id;
  });
  afterAll(() => shared.database.close());
  beforeEach(async () => {
    const { db } = shared.database;
    await db.deleteFrom('decisions').execute();
    await db.deleteFrom('outbox').execute();
    await sql`truncate cases restart identity cascade`.execute(db);
  });
  return shared;
}
