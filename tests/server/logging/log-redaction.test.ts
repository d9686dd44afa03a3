import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { App } from '../../../server/app';
import type { OpenDatabase } from '../../../server/db/connect';
import { hashToken } from '../../../server/db/sessions';
import { serverLoggerOptions } from '../../../server/logging/logger-options';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { addReviewer, APP_HEADERS, testApp } from '../support/test-app';
import { openPrivateTestDatabase } from '../support/test-database';

/**
 * Every error path the server has, run once, with everything written to the log, stdout and
 * stderr kept; none of it may hold an answer, a name, a search, a token or a password.
 */
const NAME = 'Zenobia Quillfeather';
const DISK_NAME = 'Diskfull Marigold';
const RISK = 'Forklift-operator-xylophone';
const SEARCH = 'needle-quokka-search';
const PASSWORD = 'lantern orchard seventeen';
const USERNAME = 'ann';

let logged = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});
let printed = '';
let database: OpenDatabase;
let app: App;
/** The session tokens the tests were given: secrets too, which nothing may write. */
const tokens: string[] = [];

const capture = (chunk: unknown) => {
  printed += String(chunk);
  return true;
};

beforeAll(async () => {
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => capture(args.join(' ')));
  }
  database = await openPrivateTestDatabase({
    log: (entry) => {
      logged += `${JSON.stringify(entry)}\n`;
    },
  });
  await addReviewer(database.db, USERNAME, PASSWORD);
  app = await testApp(database.db, {
    logger: { ...serverLoggerOptions('trace'), stream: logStream },
    rateLimits: { loginPerMinute: 1000, submissionsPerMinute: 1000 },
  });
  // A real constraint refuses one name: its error's detail is the whole failing row.
  await sql`alter table cases add constraint refuse_for_test check (name <> ${sql.lit(NAME)})`.execute(
    database.db,
  );
  // A full disk, simulated: PostgreSQL's disk_full error, raised with the row as its detail.
  await sql
    .raw(
      `create function disk_full_for_test() returns trigger language plpgsql as $$
       begin
         if new.name = '${DISK_NAME}' then
           raise exception using errcode = 'disk_full',
             message = 'could not extend file "base/1/2": No space left on device',
             detail = new.answers::text, hint = new.name;
         end if;
         return new;
       end $$`,
    )
    .execute(database.db);
  await sql`create trigger disk_full_for_test before insert on cases
            for each row execute function disk_full_for_test()`.execute(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const submit = (name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: APP_HEADERS,
    payload: { answers: { ...completeAnswers, name, riskFactors: RISK } },
  });

/**
 * Nothing written anywhere so far (the log, stdout, stderr, by this test, the setup and any
 * test before) holds an answer, a name, a search, a token or a password: each test ends
 * with it, so it holds in any order. That the log was read at all, the tests whose path logs
 * show by finding their error code in it.
 */
function expectNothingSecretWritten() {
  const everything = `${logged}\n${printed}`;
  const secrets = [NAME, DISK_NAME, RISK, SEARCH, PASSWORD];
  for (const token of tokens) secrets.push(token, hashToken(token));
  for (const secret of secrets) {
    expect(everything).not.toContain(secret);
  }
  // Beyond the marked values: no answer of the fixture in any form.
  const { medicalConditions, state, height, weight } = completeAnswers;
  for (const answer of [...medicalConditions, state, height, `${weight} lbs`]) {
    expect(everything).not.toContain(answer);
  }
}

describe('logs on every error path', () => {
  it('a failed insert: 500, and the log names the constraint, not the row', async () => {
    const since = logged.length;
    const response = await submit(NAME);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(NAME);
    expect(logged.slice(since)).toContain('23514');
    expectNothingSecretWritten();
  });

  it('a full disk: 503 with Retry-After, and the log keeps only the error code', async () => {
    const since = logged.length;
    const response = await submit(DISK_NAME);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(logged.slice(since)).toContain('53100');
    expectNothingSecretWritten();
  });

  it('a wrong password, a bad body and a cross-site call are answered without a log line', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: APP_HEADERS,
      payload: { username: USERNAME, password: `${PASSWORD}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...APP_HEADERS, 'content-type': 'application/json' },
      payload: `{"answers":{"name":"${NAME}"`,
    });
    expect(badJson.statusCode).toBe(400);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { username: USERNAME, password: PASSWORD },
    });
    expect(crossSite.statusCode).toBe(403);
    expectNothingSecretWritten();
  });

  it('a failing search and a failing session look-up: 500, logged without the search or the token', async () => {
    const since = logged.length;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: APP_HEADERS,
      payload: { username: USERNAME, password: PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.cookies.find((cookie) => cookie.name === 'lmn_session')?.value ?? '';
    expect(token).not.toBe('');
    tokens.push(token);
    await renameColumn('cases', 'name', 'name_gone');
    const search = await app.inject({
      method: 'GET',
      url: `/api/cases?q=${SEARCH}`,
      headers: { cookie: `lmn_session=${token}` },
    });
    expect(search.statusCode).toBe(500);
    await renameColumn('sessions', 'token_hash', 'token_gone');
    const lookUp = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `lmn_session=${token}` },
    });
    expect(lookUp.statusCode).toBe(500);
    expect(logged.slice(since)).toContain('42703');
    expectNothingSecretWritten();
  });
});

/** Renames a column for the rest of the test; it gets its name back when the test ends. */
async function renameColumn(table: string, column: string, renamed: string) {
  const rename = async (from: string, to: string) => {
    await sql`alter table ${sql.table(table)} rename column ${sql.ref(from)} to ${sql.ref(to)}`.execute(
      database.db,
    );
  };
  await rename(column, renamed);
  onTestFinished(() => rename(renamed, column));
}
