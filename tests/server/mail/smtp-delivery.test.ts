import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { OpenDatabase } from '../../../server/db/connect';
import { createMailWorker } from '../../../server/mail/mail-worker';
import { createSmtpSender } from '../../../server/mail/smtp-sender';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { freePort } from '../../e2e/support/free-port';
import { addReviewerWithProfile, ANN_PROFILE, LETTER_REQUEST } from '../support/letter-fixtures';
import { APP_HEADERS, signIn, testApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

interface Received {
  to: string;
  messageId: string;
  raw: string;
}

const received: Received[] = [];
let database: OpenDatabase;
let app: App;
let reviewer: string;
let port: number;

/** A mail sink on loopback that records each message it accepts. */
function startSink(): Promise<SMTPServer> {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        for (const to of session.envelope.rcptTo) {
          received.push({ to: to.address, messageId, raw });
        }
        callback();
      });
    },
  });
  return new Promise((done) => sink.listen(port, '127.0.0.1', () => done(sink)));
}

const stopSink = (sink: SMTPServer) => new Promise<void>((done) => sink.close(() => done()));

beforeAll(async () => {
  port = await freePort();
  database = await openTestDatabase();
  // Deciding a case from a state needs a licence there (completeAnswers: Ohio).
  await addReviewerWithProfile(database.db, 'ann', 'correct horse battery', {
    ...ANN_PROFILE,
    licensedIn: ['Ohio'], // completeAnswers' state
  });
  app = await testApp(database.db, { emailUpdates: true });
  reviewer = await signIn(app, 'ann', 'correct horse battery');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function submitWithEmail(email: string) {
  const submitted = await app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: APP_HEADERS,
    payload: { answers: completeAnswers },
  });
  const { case: stored, statusToken } = submitted.json();
  const given = await app.inject({
    method: 'POST',
    url: `/api/status/${statusToken}/email`,
    headers: APP_HEADERS,
    payload: { email },
  });
  expect(given.statusCode).toBe(204);
  return stored.id as number;
}

const decide = (id: number, decision: string, expectedStatus: string) =>
  app.inject({
    method: 'POST',
    url: `/api/cases/${id}/decision`,
    headers: { ...APP_HEADERS, cookie: reviewer },
    // A denial carries its reason, an approval the letter it signs.
    payload:
      decision === 'approve'
        ? { decision, expectedStatus, ...LETTER_REQUEST }
        : { decision, expectedStatus, reason: 'not-eligible-in-state' },
  });

it('delivers every receipt and decision exactly once, across a mail server outage and a restart', async () => {
  // An hour after the database's clock, which stamps each queued row: every row is due now.
  const clock = { now: new Date(Date.now() + 3600_000) };
  const makeWorker = () =>
    createMailWorker({
      db: database.db,
      send: createSmtpSender(`smtp://127.0.0.1:${port}`, 'clinic@example.org'),
      publicUrl: 'https://lmn.example.org',
      now: () => clock.now,
    });
  let sink = await startSink();
  const first = await submitWithEmail('one@example.org');
  const second = await submitWithEmail('two@example.org');
  expect(await makeWorker().runNow()).toBe(2);

  // The mail server goes down while reviewers decide.
  await stopSink(sink);
  expect((await decide(first, 'deny', 'Open')).statusCode).toBe(200);
  expect((await decide(second, 'approve', 'Open')).statusCode).toBe(200);
  const third = await submitWithEmail('three@example.org');
  expect(await makeWorker().runNow()).toBe(0);

  // It comes back; the server restarts (a new sender); the backoff passes.
  sink = await startSink();
  clock.now = new Date(clock.now.getTime() + 31_000);
  expect(await makeWorker().runNow()).toBe(3);
  expect((await decide(first, 'approve', 'Denied')).statusCode).toBe(200);
  expect(await makeWorker().runNow()).toBe(1);
  clock.now = new Date(clock.now.getTime() + 24 * 3600_000);
  expect(await makeWorker().runNow()).toBe(0);
  await stopSink(sink);

  const ids = received.map((mail) => mail.messageId);
  expect(new Set(ids).size).toBe(ids.length);
  const count = (to: string, subject: RegExp) =>
    received.filter((mail) => mail.to === to && subject.test(mail.raw)).length;
  expect(count('one@example.org', /^Subject: We received your request/m)).toBe(1);
  expect(count('one@example.org', /^Subject: A decision on your request/m)).toBe(1);
  expect(count('one@example.org', /^Subject: Your request was approved/m)).toBe(1);
  expect(count('two@example.org', /^Subject: We received your request/m)).toBe(1);
  expect(count('two@example.org', /^Subject: Your request was approved/m)).toBe(1);
  expect(count('three@example.org', /^Subject: We received your request/m)).toBe(1);
  expect(received).toHaveLength(6);
  expect(third).toBeGreaterThan(second);

  for (const mail of received) {
    // Never a name, an answer or a diagnosis in an email.
    expect(mail.raw).not.toContain(completeAnswers.name);
    expect(mail.raw).not.toContain(completeAnswers.state);
    expect(mail.raw).not.toContain('Arthritis');
    expect(mail.raw).not.toContain(completeAnswers.riskFactors);
    // The link in it opens the request's status page.
    const token = /https:\/\/lmn\.example\.org\/status\/([A-Za-z0-9_-]+)/.exec(
      mail.raw.replace(/=\r?\n/g, ''),
    )?.[1];
    expect(token).toBeDefined();
    const status = await app.inject({ method: 'GET', url: `/api/status/${token}` });
    expect(status.statusCode).toBe(200);
  }
});
