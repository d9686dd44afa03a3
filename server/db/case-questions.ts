import { sql } from 'kysely';
import {
  nextStage,
  QUEUED_STAGE,
  type CaseStanding,
  type ExchangeEntry,
  type OpenStage,
  type StoredOpenStage,
} from '../../machines/case';
import { enqueueQuestionMail } from '../mail/outbox';
import { recordAccess } from './access-log';
import type { Database } from './connect';

/** A stored stage as the lifecycle's: null is simply queued. */
function standingOf(row: { status: CaseStanding['status']; open_stage: OpenStage | null }) {
  return { status: row.status, openStage: row.open_stage ?? QUEUED_STAGE };
}

/** The lifecycle's stage as stored: queued (and decided) is null. */
function storedStage({ openStage }: CaseStanding): StoredOpenStage | null {
  return openStage === null || openStage === QUEUED_STAGE ? null : openStage;
}

async function lockCase(trx: Database, caseId: number) {
  return trx
    .selectFrom('cases')
    .select(['status', 'open_stage'])
    .where('id', '=', caseId)
    .forUpdate()
    .executeTakeFirst();
}

async function moveTo(trx: Database, caseId: number, standing: CaseStanding) {
  await trx
    .updateTable('cases')
    .set({ open_stage: storedStage(standing), version: sql`version + 1` })
    .where('id', '=', caseId)
    .execute();
}

export type QuestionOutcome =
  | { outcome: 'asked'; number: number }
  | { outcome: 'refused'; standing: CaseStanding }
  | { outcome: 'not-found' };

/**
 * A reviewer's question, atomic: the case is locked, the lifecycle asked whether it takes the
 * question from where the case stands (Open, and no question waiting), then the question, the
 * case's new stage, the access log's entry and the patient's notice (when they left an
 * address) are written together.
 */
export async function askQuestion(
  db: Database,
  input: { caseId: number; reviewerId: number; question: string; address: string },
): Promise<QuestionOutcome> {
  return db.transaction().execute(async (trx): Promise<QuestionOutcome> => {
    const row = await lockCase(trx, input.caseId);
    if (!row) return { outcome: 'not-found' };
    const from = standingOf(row);
    const next = nextStage(from, { type: 'case.ask', question: input.question });
    if (!next) return { outcome: 'refused', standing: from };
    const { count } = await trx
      .selectFrom('case_questions')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('case_id', '=', input.caseId)
      .executeTakeFirstOrThrow();
    const number = count + 1;
    await trx
      .insertInto('case_questions')
      .values({
        case_id: input.caseId,
        number,
        asked_by: input.reviewerId,
        question: input.question,
        answer: null,
        answered_at: null,
      })
      .execute();
    await moveTo(trx, input.caseId, next);
    await recordAccess(trx, {
      caseId: input.caseId,
      reviewerId: input.reviewerId,
      action: 'question',
      detail: `question no. ${number}`,
      address: input.address,
    });
    await enqueueQuestionMail(trx, input.caseId);
    return { outcome: 'asked', number };
  });
}

export type AnswerOutcome =
  | { outcome: 'answered' }
  | { outcome: 'already-answered' }
  | { outcome: 'decided'; standing: CaseStanding }
  | { outcome: 'not-found' };

/**
 * The patient's answer to one question, once, while the case waits for it: the case is
 * locked, the question read, the lifecycle asked, and the answer, the case's stage and the
 * access log's entry (the status link's holder) written together.
 */
export async function answerQuestion(
  db: Database,
  input: { caseId: number; number: number; answer: string; address: string },
): Promise<AnswerOutcome> {
  return db.transaction().execute(async (trx): Promise<AnswerOutcome> => {
    const row = await lockCase(trx, input.caseId);
    const question = await trx
      .selectFrom('case_questions')
      .select(['id', 'answer'])
      .where('case_id', '=', input.caseId)
      .where('number', '=', input.number)
      .executeTakeFirst();
    if (!row || !question) return { outcome: 'not-found' };
    if (question.answer !== null) return { outcome: 'already-answered' };
    const from = standingOf(row);
    const next = nextStage(from, { type: 'case.answer', answer: input.answer });
    if (!next) return { outcome: 'decided', standing: from };
    await trx
      .updateTable('case_questions')
      .set({ answer: input.answer, answered_at: sql`now()` })
      .where('id', '=', question.id)
      .execute();
    await moveTo(trx, input.caseId, next);
    await recordAccess(trx, {
      caseId: input.caseId,
      reviewerId: null,
      action: 'answer',
      detail: `answer to question no. ${input.number}`,
      address: input.address,
    });
    return { outcome: 'answered' };
  });
}

/**
 * A reviewer opened the case: one the patient answered is back in the queue unmarked. Only a
 * case marked "Patient answered" is written to; any other is left as it is.
 */
export async function markOpened(db: Database, caseId: number): Promise<void> {
  const next = nextStage({ status: 'Open', openStage: 'patientAnswered' }, { type: 'case.open' });
  if (!next) return;
  await db
    .updateTable('cases')
    .set({ open_stage: storedStage(next), version: sql`version + 1` })
    .where('id', '=', caseId)
    .where('status', '=', 'Open')
    .where('open_stage', '=', 'patientAnswered')
    .execute();
}

/** The case's questions and answers, oldest first, naming who asked. */
export async function caseExchange(db: Database, caseId: number): Promise<ExchangeEntry[]> {
  const rows = await db
    .selectFrom('case_questions')
    .innerJoin('reviewers', 'reviewers.id', 'case_questions.asked_by')
    .select(['number', 'question', 'reviewers.username', 'asked_at', 'answer', 'answered_at'])
    .where('case_id', '=', caseId)
    .orderBy('number', 'asc')
    .execute();
  return rows.map((row) => ({
    number: row.number,
    question: row.question,
    askedBy: row.username,
    askedAt: new Date(row.asked_at).toISOString(),
    answer: row.answer,
    answeredAt: row.answered_at === null ? null : new Date(row.answered_at).toISOString(),
  }));
}
