import { SMTPServer } from 'smtp-server';
import { beforeAll, expect, it } from 'vitest';
import { createMailWorker } from '../../../server/mail/mail-worker';
import { createSmtpSender } from '../../../server/mail/smtp-sender';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { freePort } from '../../e2e/support/free-port';
import { ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { getCheckedStatus } from '../support/status-check';
import { APP_HEADERS } from '../support/test-app';

interface Received {
  to: string;
  messageId: string;
  raw: string;
}

const received: Received[] = [];
const route = routeTestApp({
  // Deciding a case from a state needs a licence there (completeAnswers: Ohio).
  reviewers: {
    ann: { password: 'correct horse battery', profile: { ...ANN_PROFILE, licensedIn: ['Ohio'] } },
  },
  emailUpdates: true,
});
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
  reviewer = await route.signIn('ann');
});

async function submitWithEmail(email: string) {
  const { id, token } = await route.submit();
  const given = await route.app.inject({
    method: 'POST',
    url: `/api/status/${token}/email`,
    headers: APP_HEADERS,
    payload: { email },
  });
  expect(given.statusCode).toBe(204);
  return id;
}

/** The text of a message as a person reads it: quoted-printable's soft breaks undone. */
const bodyOf = (mail: Received) => mail.raw.replace(/=\r?\n/g, '');

const confirmationToken = (mail: Received) =>
  /https:\/\/lmn\.example\.org\/confirm-email\/([A-Za-z0-9_-]+)/.exec(bodyOf(mail))?.[1];

/** The patient opens the confirmation link in the mail to `to` and confirms. */
async function confirmFrom(to: string) {
  const mail = received.find((each) => each.to === to && confirmationToken(each));
  const token = mail ? confirmationToken(mail) : undefined;
  expect(token).toBeDefined();
  return route.app.inject({
    method: 'POST',
    url: '/api/email-confirmations',
    headers: APP_HEADERS,
    payload: { token },
  });
}

it('confirms each address first, then delivers every receipt and decision exactly once, across a mail server outage and a restart', async () => {
  // An hour after the database's clock, which stamps each queued row: every row is due now.
  const clock = { now: new Date(Date.now() + 3600_000) };
  const makeWorker = () =>
    createMailWorker({
      db: route.db,
      send: createSmtpSender(`smtp://127.0.0.1:${port}`, 'clinic@example.org'),
      publicUrl: 'https://lmn.example.org',
      now: () => clock.now,
    });
  let sink = await startSink();
  const first = await submitWithEmail('one@example.org');
  const second = await submitWithEmail('two@example.org');
  expect(await makeWorker().runNow()).toBe(2);
  // The confirmation link confirms once; then the receipt with the status link goes out.
  expect((await confirmFrom('one@example.org')).statusCode).toBe(204);
  expect((await confirmFrom('one@example.org')).statusCode).toBe(404);
  expect((await confirmFrom('two@example.org')).statusCode).toBe(204);
  expect(await makeWorker().runNow()).toBe(2);

  // The mail server goes down while reviewers decide.
  await stopSink(sink);
  await route.decided(first, 'deny', reviewer);
  await route.decided(second, 'approve', reviewer);
  const third = await submitWithEmail('three@example.org');
  expect(await makeWorker().runNow()).toBe(0);

  // It comes back; the server restarts (a new sender); the backoff passes.
  sink = await startSink();
  clock.now = new Date(clock.now.getTime() + 31_000);
  expect(await makeWorker().runNow()).toBe(3);
  await route.decided(first, 'approve', reviewer, { expectedStatus: 'Denied' });
  // The third patient never confirmed: their decision is not mailed.
  await route.decided(third, 'approve', reviewer);
  expect(await makeWorker().runNow()).toBe(1);
  clock.now = new Date(clock.now.getTime() + 24 * 3600_000);
  expect(await makeWorker().runNow()).toBe(0);
  await stopSink(sink);

  const ids = received.map((mail) => mail.messageId);
  expect(new Set(ids).size).toBe(ids.length);
  const count = (to: string, subject: RegExp) =>
    received.filter((mail) => mail.to === to && subject.test(mail.raw)).length;
  for (const to of ['one@example.org', 'two@example.org', 'three@example.org']) {
    expect(count(to, /^Subject: Confirm your email address/m)).toBe(1);
  }
  expect(count('one@example.org', /^Subject: We received your request/m)).toBe(1);
  expect(count('one@example.org', /^Subject: A decision on your request/m)).toBe(1);
  expect(count('one@example.org', /^Subject: Your request was approved/m)).toBe(1);
  expect(count('two@example.org', /^Subject: We received your request/m)).toBe(1);
  expect(count('two@example.org', /^Subject: Your request was approved/m)).toBe(1);
  expect(received.filter((mail) => mail.to === 'three@example.org')).toHaveLength(1);
  expect(received).toHaveLength(8);
  expect(third).toBeGreaterThan(second);

  for (const mail of received) {
    // Never a name, an answer or a diagnosis in an email.
    expect(mail.raw).not.toContain(completeAnswers.name);
    expect(mail.raw).not.toContain(completeAnswers.state);
    expect(mail.raw).not.toContain('Arthritis');
    expect(mail.raw).not.toContain(completeAnswers.riskFactors);
    const token = /https:\/\/lmn\.example\.org\/status\/([A-Za-z0-9_-]+)/.exec(bodyOf(mail))?.[1];
    if (confirmationToken(mail)) {
      // A confirmation goes to an address nobody confirmed yet: no status link in it.
      expect(token).toBeUndefined();
      continue;
    }
    // The link in every other opens the request's status page, the last name given.
    expect(token).toBeDefined();
    const status = await getCheckedStatus(route.app, token ?? '');
    expect(status.statusCode).toBe(200);
  }
});
