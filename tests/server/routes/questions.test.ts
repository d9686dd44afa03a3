import { beforeAll, describe, expect, it } from 'vitest';
import { ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { checkStatusLink, FIXTURE_LAST_NAME, getCheckedStatus } from '../support/status-check';
import { APP_HEADERS } from '../support/test-app';

// The words and limits, written here, not read from the code.
const QUESTION = 'How many minutes can you walk before your knee hurts?';
const ANSWER = 'About ten minutes, then I have to sit down.';

// completeAnswers' patient lives in Ohio: Ann may decide (and ask), Tess (Texas) may not.
const route = routeTestApp({
  reviewers: {
    ann: { password: 'correct horse battery', profile: { ...ANN_PROFILE, licensedIn: ['Ohio'] } },
    tess: { password: 'texas only reviewer', profile: { ...ANN_PROFILE, licensedIn: ['Texas'] } },
  },
  rateLimits: { submissionsPerMinute: 1000, statusPerMinute: 1000 },
});
let ann: string;
let tess: string;

beforeAll(async () => {
  ann = await route.signIn('ann');
  tess = await route.signIn('tess');
});

const ask = (id: number, question: unknown, cookie: string | null = ann, headers = APP_HEADERS) =>
  route.app.inject({
    method: 'POST',
    url: `/api/cases/${id}/questions`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: { question },
  });

/** The patient's answer, sent once they gave their last name (an unknown link has none). */
const answer = async (token: string, number: number, text: unknown) => {
  const checked = await checkStatusLink(route.app, token, FIXTURE_LAST_NAME);
  const cookie = checked.cookies.find((each) => each.name === 'lmn_status_check');
  return route.app.inject({
    method: 'POST',
    url: `/api/status/${token}/questions/${number}/answer`,
    headers: { ...APP_HEADERS, ...(cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {}) },
    payload: { answer: text },
  });
};

const openCase = (id: number, background = false) =>
  route.app.inject({
    method: 'GET',
    url: `/api/cases/${id}`,
    headers: { cookie: ann, ...(background ? { 'x-background-read': '1' } : {}) },
  });

const patientStatus = async (token: string) => (await getCheckedStatus(route.app, token)).json();

async function listedStage(id: number): Promise<string | undefined> {
  const response = await route.app.inject({
    method: 'GET',
    url: '/api/cases?limit=200&status=Open',
    headers: { cookie: ann },
  });
  const found = (response.json().cases as { id: number; openStage?: string }[]).find(
    (entry) => entry.id === id,
  );
  expect(found).toBeDefined();
  return found?.openStage;
}

async function nextOpen(after: number | null = null): Promise<number | null> {
  const url = after === null ? '/api/cases/next-open' : `/api/cases/next-open?after=${after}`;
  const response = await route.app.inject({ method: 'GET', url, headers: { cookie: ann } });
  expect(response.statusCode).toBe(200);
  return response.json().caseId;
}

describe('POST /api/cases/:id/questions: who may ask, and what', () => {
  it('needs a session (401), the app header (403) and a licence in the state (403)', async () => {
    const { id } = await route.submit();
    expect((await ask(id, QUESTION, null)).statusCode).toBe(401);
    expect((await ask(id, QUESTION, ann, {} as typeof APP_HEADERS)).statusCode).toBe(403);
    const unlicensed = await ask(id, QUESTION, tess);
    expect(unlicensed.statusCode).toBe(403);
    expect(unlicensed.json().error).toBe('You are not licensed in Ohio');
    expect((await ask(999_999, QUESTION)).statusCode).toBe(404);
  });

  it.each([
    ['a blank question', '  \n  ', /Write the question/],
    ['a question over 1 000 characters', 'x'.repeat(1001), /1,000 characters/],
    ['a control character', 'Why\u0000?', /invisible control character/],
    ['not text', 42, /not valid/],
  ])('refuses %s with 400', async (_, question, message) => {
    const { id } = await route.submit();
    const response = await ask(id, question);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(await listedStage(id)).toBeUndefined();
  });

  it('takes a question of exactly 1 000 characters', async () => {
    const { id } = await route.submit();
    expect((await ask(id, 'q'.repeat(1000))).statusCode).toBe(201);
  });
});

describe('the exchange: ask, answer, ask again, decide', () => {
  it('a question keeps the case Open, waiting for the patient, skipped by Next open case', async () => {
    const { id, token } = await route.submit();
    const other = await route.submit();
    const asked = await ask(id, `  ${QUESTION}  `);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().case).toMatchObject({ id, status: 'Open', openStage: 'waitingForPatient' });
    expect(asked.json().case.exchange).toEqual([
      expect.objectContaining({ number: 1, question: QUESTION, askedBy: 'ann', answer: null }),
    ]);
    expect(await listedStage(id)).toBe('waitingForPatient');
    // The queue skips it, whichever case was decided last.
    const queue = new Set<number | null>([await nextOpen(), await nextOpen(other.id)]);
    expect(queue.has(id)).toBe(false);

    // The patient reads the question on the status page, never who asked.
    const status = await patientStatus(token);
    expect(status.status).toBe('Open');
    expect(status.exchange).toEqual([
      {
        number: 1,
        question: QUESTION,
        askedAt: expect.any(String),
        answer: null,
        answeredAt: null,
      },
    ]);
    expect(JSON.stringify(status)).not.toContain('ann');

    // One question at a time.
    const again = await ask(id, 'And another?');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/waiting for the patient/);
  });

  it('the answer returns the case to the queue, marked "Patient answered" until a reviewer opens it', async () => {
    const { id, token } = await route.submit();
    await ask(id, QUESTION);
    expect((await answer(token, 1, ' ')).statusCode).toBe(400);
    expect((await answer(token, 1, 'a'.repeat(2001))).statusCode).toBe(400);
    expect((await answer(token, 2, ANSWER)).statusCode).toBe(404);
    expect((await answer('x'.repeat(43), 1, ANSWER)).statusCode).toBe(404);
    expect((await answer(token, 1, `${ANSWER}\n`)).statusCode).toBe(204);

    const twice = await answer(token, 1, 'Something else');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('You already answered this question.');

    expect(await listedStage(id)).toBe('patientAnswered');
    expect(await nextOpen()).not.toBeNull();
    // A background refresh is not the reviewer opening it.
    expect((await openCase(id, true)).json().case.openStage).toBe('patientAnswered');
    const opened = (await openCase(id)).json().case;
    expect(opened.openStage).toBe('patientAnswered');
    expect(opened.exchange).toEqual([
      {
        number: 1,
        question: QUESTION,
        askedBy: 'ann',
        askedAt: expect.any(String),
        answer: ANSWER,
        answeredAt: expect.any(String),
      },
    ]);
    expect(Date.parse(opened.exchange[0].answeredAt)).toBeGreaterThanOrEqual(
      Date.parse(opened.exchange[0].askedAt),
    );
    expect(await listedStage(id)).toBeUndefined();

    // Ask again: a second question, answered once too.
    expect((await ask(id, 'Does it hurt on a bike?')).statusCode).toBe(201);
    expect((await answer(token, 2, 'No, cycling is fine.')).statusCode).toBe(204);
    const both = (await openCase(id)).json().case.exchange;
    expect(both.map((entry: { number: number }) => entry.number)).toEqual([1, 2]);
  });

  it('a reviewer may decide while the case waits; an answer or a question after it is refused', async () => {
    const { id, token } = await route.submit();
    await ask(id, QUESTION);
    const denied = await route.decide(id, 'deny', ann, {
      body: { reason: 'more-information-needed' },
    });
    expect(denied.statusCode).toBe(200);
    expect(denied.json().case.status).toBe('Denied');
    expect(denied.json().case.openStage).toBeUndefined();

    const late = await answer(token, 1, ANSWER);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      'Your request was decided before your answer arrived, so it could not be added.',
    );
    const status = await patientStatus(token);
    expect(status.exchange[0].answer).toBeNull();

    const afterDecision = await ask(id, 'One more?');
    expect(afterDecision.statusCode).toBe(409);
    expect(afterDecision.json().error).toMatch(/decided: it is now Denied/);
  });

  it('the exchange is in the access log: who asked, and the patient who answered', async () => {
    const { id, token } = await route.submit();
    await ask(id, QUESTION);
    await answer(token, 1, ANSWER);
    const access = await route.app.inject({
      method: 'GET',
      url: `/api/cases/${id}/access`,
      headers: { cookie: ann },
    });
    const entries = access.json().access as {
      reviewer: string | null;
      action: string;
      detail: string;
    }[];
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reviewer: 'ann', action: 'question', detail: 'question no. 1' }),
        expect.objectContaining({
          reviewer: null,
          action: 'answer',
          detail: 'answer to question no. 1',
        }),
      ]),
    );
    // Never the texts: the log holds what was done, not health data.
    expect(access.body).not.toContain('knee');
    expect(access.body).not.toContain('ten minutes');
  });

  it('the denial reason "More information from your own doctor is needed" is kept', async () => {
    const { id } = await route.submit();
    const denied = await route.decide(id, 'deny', ann, {
      body: { reason: 'more-information-needed' },
    });
    expect(denied.statusCode).toBe(200);
  });
});
