import { describe, expect, it } from 'vitest';
import { insertCase } from '../../../server/db/cases/insert';
import { askQuestion } from '../../../server/db/case-questions';
import { retryDelayMs } from '../../../server/mail/backoff';
import { createMailWorker, type OutgoingMail } from '../../../server/mail/mail-worker';
import { claimDueMail, queueDecisionMail, saveContactEmail } from '../../../server/mail/outbox';
import { submittedAnswers as completeAnswers } from '../support/submitted-answers';
import { caseDatabaseForThisFile } from '../support/case-database';

// The retry schedule the decision note sets: 30 s, doubling, never more than an hour.
const SECOND = 1000;
const SCHEDULE = [
  [1, 30 * SECOND],
  [2, 60 * SECOND],
  [3, 120 * SECOND],
  [4, 240 * SECOND],
  [7, 1920 * SECOND],
  [8, 3600 * SECOND],
  [50, 3600 * SECOND],
] as const;
const LEASE = 2 * 60 * SECOND;

const shared = caseDatabaseForThisFile();
// The outbox stamps each row it queues with the database's clock (now()); the workers' clock
// starts an hour after it, so every row queued during the test is due at `start`, whatever
// the time of day the test runs (a fixed date here failed every run after it had passed).
const start = new Date(Date.now() + 3600 * SECOND);
const at = (ms: number) => new Date(start.getTime() + ms);

/** A case whose patient left an address; its confirmation mail is queued, not yet sent. */
async function caseWithEmail(email = 'ada@example.org'): Promise<number> {
  const stored = await insertCase(shared.database.db, completeAnswers);
  expect(await saveContactEmail(shared.database.db, stored.id, email)).toBe(true);
  return stored.id;
}

/** The patient confirmed the address, as the link in the confirmation mail does. */
async function confirmedCaseWithEmail(email = 'ada@example.org'): Promise<number> {
  const caseId = await caseWithEmail(email);
  await shared.database.db
    .updateTable('cases')
    .set({ contact_email_confirmed_at: new Date() })
    .where('id', '=', caseId)
    .execute();
  return caseId;
}

function recorder(failures = 0) {
  const sent: OutgoingMail[] = [];
  let failuresLeft = failures;
  return {
    sent,
    send: async (mail: OutgoingMail) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('connect ECONNREFUSED');
      }
      sent.push(mail);
    },
  };
}

function worker(send: (mail: OutgoingMail) => Promise<void>, clock: { now: Date }) {
  return createMailWorker({
    db: shared.database.db,
    send,
    publicUrl: 'https://lmn.example.org',
    now: () => clock.now,
  });
}

describe('the retry delay', () => {
  it.each(SCHEDULE)('after %i failed attempts is %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe('the outbox', () => {
  it('retries a failed message only after its backoff, then sends it once', async () => {
    await caseWithEmail();
    const mail = recorder(2);
    const clock = { now: start };
    const sender = worker(mail.send, clock);
    expect(await sender.runNow()).toBe(0);
    clock.now = at(29 * SECOND);
    expect(await sender.runNow()).toBe(0); // first backoff (30 s) not over
    clock.now = at(31 * SECOND);
    expect(await sender.runNow()).toBe(0); // second failure: now 60 s
    clock.now = at(31 * SECOND + 59 * SECOND);
    expect(await sender.runNow()).toBe(0);
    clock.now = at(31 * SECOND + 61 * SECOND);
    expect(await sender.runNow()).toBe(1);
    clock.now = at(24 * 3600 * SECOND);
    expect(await sender.runNow()).toBe(0);
    expect(mail.sent).toHaveLength(1);
    const row = await shared.database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 3, last_error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('queues a decision message in the decision transaction, only with a confirmed address', async () => {
    const withEmail = await confirmedCaseWithEmail();
    const unconfirmed = await caseWithEmail('not-yet@example.org');
    const without = (await insertCase(shared.database.db, completeAnswers)).id;
    for (const caseId of [withEmail, unconfirmed, without]) {
      await shared.decide(caseId, 'deny', 'Open', [queueDecisionMail]);
    }
    const rows = await shared.database.db
      .selectFrom('outbox')
      .select(['case_id', 'kind'])
      .execute();
    expect(rows).toEqual([
      { case_id: withEmail, kind: 'confirm-email' },
      { case_id: unconfirmed, kind: 'confirm-email' },
      { case_id: withEmail, kind: 'denied' },
    ]);
  });

  it('queues the notice that a question waits, only with a confirmed address, and never says the question', async () => {
    const withEmail = await confirmedCaseWithEmail();
    const without = (await insertCase(shared.database.db, completeAnswers)).id;
    const question = 'Does your knee pain stop you from walking 10 minutes?';
    for (const caseId of [withEmail, without]) {
      const asked = await askQuestion(shared.database.db, {
        caseId,
        reviewerId: shared.reviewerId,
        question,
        address: '::1',
      });
      expect(asked.outcome).toBe('asked');
    }
    const rows = await shared.database.db
      .selectFrom('outbox')
      .select(['case_id', 'kind'])
      .execute();
    expect(rows).toEqual([
      { case_id: withEmail, kind: 'confirm-email' },
      { case_id: withEmail, kind: 'question' },
    ]);

    const mail = recorder();
    expect(await worker(mail.send, { now: start }).runNow()).toBe(2);
    const notice = mail.sent.find((sent) => sent.subject.includes('question'));
    expect(notice?.subject).toBe(`A question about your request (reference ${withEmail})`);
    expect(notice?.text).toMatch(/has a question for you/);
    expect(notice?.text).toMatch(/https:\/\/lmn\.example\.org\/status\//);
    // Never the question, never an answer: an email may be read on its way.
    expect(notice?.text).not.toContain('knee');
    expect(notice?.text).not.toContain(completeAnswers.name);
    expect(notice?.text).not.toContain(completeAnswers.state);
  });

  it('keeps news queued for an address not confirmed waiting, without holding up the rest', async () => {
    // A decision's row queued before addresses needed confirming (as migration 0017 found it).
    const waiting = await caseWithEmail('waiting@example.org');
    const db = shared.database.db;
    await db.insertInto('outbox').values({ case_id: waiting, kind: 'approved' }).execute();
    await db.deleteFrom('outbox').where('kind', '=', 'confirm-email').execute();
    const next = await caseWithEmail('next@example.org');
    const mail = recorder();
    expect(await worker(mail.send, { now: start }).runNow()).toBe(1);
    expect(mail.sent.map((sent) => [sent.to, sent.subject])).toEqual([
      ['next@example.org', `Confirm your email address (reference ${next})`],
    ]);
    await db
      .updateTable('cases')
      .set({ contact_email_confirmed_at: new Date() })
      .where('id', '=', waiting)
      .execute();
    expect(await worker(mail.send, { now: start }).runNow()).toBe(1);
    expect(mail.sent[1]?.to).toBe('waiting@example.org');
  });

  it('sends each message once across a restart, and retakes one a crashed sender held', async () => {
    await caseWithEmail('one@example.org');
    await caseWithEmail('two@example.org');
    // A sender takes the first row and dies before sending it.
    const crashed = await claimDueMail(shared.database.db, start);
    expect(crashed).toBeDefined();
    const clock = { now: at(SECOND) };
    const first = recorder();
    expect(await worker(first.send, clock).runNow()).toBe(1); // the other row only
    clock.now = at(LEASE + SECOND);
    const restarted = recorder();
    expect(await worker(restarted.send, clock).runNow()).toBe(1); // the held row, once
    clock.now = at(10 * LEASE);
    const again = recorder();
    expect(await worker(again.send, clock).runNow()).toBe(0);
    const ids = [...first.sent, ...restarted.sent].map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(2);
    expect([...first.sent, ...restarted.sent].map((mail) => mail.to).sort()).toEqual([
      'one@example.org',
      'two@example.org',
    ]);
  });

  it('lets two senders at once deliver each message once', async () => {
    for (let i = 0; i < 6; i += 1) await caseWithEmail(`p${i}@example.org`);
    const clock = { now: start };
    const left = recorder();
    const right = recorder();
    const counts = await Promise.all([
      worker(left.send, clock).runNow(),
      worker(right.send, clock).runNow(),
    ]);
    expect(counts[0] + counts[1]).toBe(6);
    const ids = [...left.sent, ...right.sent].map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(6);
  });
});
