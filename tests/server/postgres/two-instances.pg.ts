import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeyHash } from '../../../server/db/cases/idempotency';
import { type OpenDatabase, openDatabase } from '../../../server/db/connect';
import { MIGRATIONS } from '../../../server/db/migrations';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { totpCode } from '../../../server/second-factor/totp';
import { addReviewerWithProfile, ANN_PROFILE, LETTER_REQUEST } from '../support/letter-fixtures';
import { enrolTestFactor, TEST_TOTP_SECRET } from '../support/test-app';
import { freePort, type ServerProcess, startServer } from '../support/server-process';
import { adminQuery } from '../support/test-database';

/**
 * docs/deploy.md says two server processes may share one PostgreSQL: here two real ones
 * (`npm start` each), started at the same moment on a new database, with mail on, behave as
 * one. (The shared sign-in limit has its own test: sign-in-limits.pg.ts.)
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `lmn_two_${randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl || 'postgres://x/'), {
  pathname: `/${name}`,
}).toString();
const PASSWORD = 'correct horse battery';
const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'lmn' };

/** Every message the mail sink accepted, by its Message-ID (the outbox row's). */
const received: string[] = [];
let sink: SMTPServer;
let smtpPort: number;
let one: ServerProcess;
let two: ServerProcess;
let database: OpenDatabase;

beforeAll(async () => {
  await adminQuery(serverUrl, `create database ${name}`);
  smtpPort = await freePort();
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((done) => sink.listen(smtpPort, '127.0.0.1', () => done()));
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: 'https://lmn.example.org',
  };
  // Both at once on the empty database: each runs the migrations at its start.
  [one, two] = await Promise.all([startServer(env), startServer(env)]);
  database = await openDatabase({ databaseUrl });
  await addReviewerWithProfile(database.db, 'ann', PASSWORD, {
    ...ANN_PROFILE,
    licensedIn: [completeAnswers.state],
  });
  // She decides: deciding needs a second factor.
  await enrolTestFactor(database.db, 'ann');
});
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await database?.close();
  await new Promise<void>((done) => sink.close(() => done()));
  await adminQuery(serverUrl, `drop database if exists ${name}`);
});

const post = (server: ServerProcess, path: string, body: unknown, headers = {}) =>
  fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { ...HEADERS, ...headers },
    body: JSON.stringify(body),
  });

/** Password, then her app's code (the last step used forgotten: the file signs her in often). */
async function signIn(server: ServerProcess): Promise<string> {
  const response = await post(server, '/api/session', { username: 'ann', password: PASSWORD });
  expect(response.status).toBe(202);
  const waiting = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  await database.db
    .updateTable('reviewers')
    .set({ totp_last_step: null })
    .where('username', '=', 'ann')
    .execute();
  const code = totpCode(TEST_TOTP_SECRET, new Date());
  const signedIn = await post(server, '/api/session/factor', { code }, { cookie: waiting });
  expect(signedIn.status).toBe(200);
  return (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe('two server processes on one PostgreSQL', () => {
  it('migrated the database once, whichever started first', async () => {
    const applied = await database.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied).toHaveLength(Object.keys(MIGRATIONS).length);
  });

  it('share sessions: signed in on one, recognised by the other', async () => {
    const cookie = await signIn(one);
    const me = await fetch(`${two.base}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
  });

  it('store a submission retried on the other process once', async () => {
    const key = randomBytes(16).toString('hex');
    const first = await post(
      one,
      '/api/cases',
      { answers: completeAnswers },
      { 'idempotency-key': key },
    );
    const retry = await post(
      two,
      '/api/cases',
      { answers: completeAnswers },
      { 'idempotency-key': key },
    );
    const [a, b] = [await first.json(), await retry.json()];
    expect(b.case.id).toBe(a.case.id);
    const stored = await database.db
      .selectFrom('cases')
      .select('id')
      .where('idempotency_key', '=', idempotencyKeyHash(key))
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('take one of two approvals made at once, one on each, and issue one letter', async () => {
    const submitted = await (
      await post(
        one,
        '/api/cases',
        { answers: completeAnswers },
        { 'idempotency-key': randomBytes(16).toString('hex') },
      )
    ).json();
    const id: number = submitted.case.id;
    // One reviewer session (a new sign-in ends the previous one), used on both processes.
    const cookie = await signIn(one);
    const approve = { decision: 'approve', expectedStatus: 'Open', ...LETTER_REQUEST };
    const answers = await Promise.all([
      post(one, `/api/cases/${id}/decision`, approve, { cookie }),
      post(two, `/api/cases/${id}/decision`, approve, { cookie }),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const letters = await database.db
      .selectFrom('letters')
      .select('status')
      .where('case_id', '=', id)
      .execute();
    expect(letters).toEqual([{ status: 'valid' }]);
    const decisions = await database.db
      .selectFrom('decisions')
      .select('id')
      .where('case_id', '=', id)
      .execute();
    expect(decisions).toHaveLength(1);
  });

  it('send each message once, though both send from the outbox', async () => {
    const cookie = await signIn(two);
    const cases: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const submitted = await (
        await post(
          index % 2 ? one : two,
          '/api/cases',
          { answers: completeAnswers },
          {
            'idempotency-key': randomBytes(16).toString('hex'),
          },
        )
      ).json();
      const email = await post(
        index % 2 ? two : one,
        `/api/status/${submitted.statusToken}/email`,
        {
          email: `patient${index}@example.org`,
        },
      );
      expect(email.status).toBe(204);
      // The patient confirms the address (its own test: tests/server/mail), so the decision
      // is mailed too.
      await database.db
        .updateTable('cases')
        .set({ contact_email_confirmed_at: new Date() })
        .where('id', '=', submitted.case.id)
        .execute();
      const decided = await post(
        index % 2 ? one : two,
        `/api/cases/${submitted.case.id}/decision`,
        {
          decision: 'approve',
          expectedStatus: 'Open',
          ...LETTER_REQUEST,
        },
        { cookie },
      );
      expect(decided.status).toBe(200);
      cases.push(submitted.case.id);
    }
    // A confirmation and an approval per case: eight rows, each sent by whichever process took it.
    const rows = await database.db
      .selectFrom('outbox')
      .select('id')
      .where('case_id', 'in', cases)
      .execute();
    expect(rows).toHaveLength(8);
    const expected = rows.map((row) => `<outbox-${row.id}@lmn.example.org>`).sort();
    for (
      let waited = 0;
      waited < 60 && !expected.every((id) => received.includes(id));
      waited += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    // Both workers poll every 5 s: after two more rounds, still one copy of each.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(received.filter((id) => expected.includes(id)).sort()).toEqual(expected);
  });
});
