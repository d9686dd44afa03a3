import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_API } from '../../../machines/case';
import { BACKGROUND_READ_HEADER } from '../../../machines/case/case.api';
import { ACCESS_API } from '../../../machines/case/case.access-api';
import { LETTER_API } from '../../../machines/letter/letter.api';
import { seedSampleCases } from '../../../server/db/seed';
import { addCaseFrom, ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

/*
 * Issue 34, minimum necessary: a reviewer reads a case's answers, letters and access history
 * only for the cases they may decide, by their licences' states; the seeded samples (no state)
 * anyone reads. Olive is licensed in Oregon only, Tess in Texas; Nora is an NP licensed in
 * Alabama (whose letters need an MD or DO); Lee has no profile yet.
 */
const PASSWORD = 'lantern orchard seventeen';
const route = routeTestApp({
  reviewers: {
    olive: { password: PASSWORD, profile: { ...ANN_PROFILE, licensedIn: ['Oregon'] } },
    tess: {
      password: PASSWORD,
      profile: { ...ANN_PROFILE, fullName: 'Tess Cruz', licensedIn: ['Texas'] },
    },
    nora: {
      password: PASSWORD,
      profile: {
        ...ANN_PROFILE,
        fullName: 'Nora Field',
        credentials: 'NP-C',
        licensedIn: ['Alabama'],
      },
    },
    lee: { password: PASSWORD },
  },
  trustProxy: ['127.0.0.1'],
});

const NOT_IN_TEXAS = { error: 'You are not licensed in Texas' };
let olive: string;
let tess: string;
let texasCase: number;

const get = (url: string, cookie: string) =>
  route.app.inject({
    method: 'GET',
    url,
    headers: { cookie, 'x-forwarded-for': '203.0.113.9' },
  });

beforeAll(async () => {
  await seedSampleCases(route.db);
  texasCase = (await addCaseFrom(route.db, 'Texas', { name: 'Tom Texas' })).id;
  olive = await route.signIn('olive');
  tess = await route.signIn('tess');
  // Tess approves it: the case has a letter, which Olive may not read either.
  await route.decided(texasCase, 'approve', tess);
});

describe('a reviewer not licensed in the patient’s state', () => {
  it('is refused the case, its letter, the letter’s PDF and its access history: 403, the state named', async () => {
    for (const url of [
      CASE_API.case(texasCase),
      LETTER_API.letter(texasCase),
      LETTER_API.pdf(texasCase),
      ACCESS_API.access(texasCase),
    ]) {
      const response = await get(url, olive);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual(NOT_IN_TEXAS);
      expect(response.body, url).not.toContain('Tom Texas');
    }
  });

  it('is refused a question to the patient, with the same reason', async () => {
    const response = await route.app.inject({
      method: 'POST',
      url: CASE_API.questions(texasCase),
      headers: { ...APP_HEADERS, cookie: olive },
      payload: { question: 'How often do you exercise?' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_IN_TEXAS);
  });

  it('still lists the case with the licence filter off: name, status and dates, no answers', async () => {
    const all = await get(`${CASE_API.cases}?licensed=all`, olive);
    expect(all.statusCode).toBe(200);
    const listed = all.json().cases.find((entry: { id: number }) => entry.id === texasCase);
    expect(listed).toMatchObject({ name: 'Tom Texas', status: 'Completed' });
    expect(listed.dateSubmitted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listed).not.toHaveProperty('answers');
    const licensedOnly = await get(CASE_API.cases, olive);
    expect(licensedOnly.json().cases.map((entry: { id: number }) => entry.id)).not.toContain(
      texasCase,
    );
  });

  it('leaves every refused read in the access log: who, what was refused and why, from where', async () => {
    const before = (await get(ACCESS_API.access(texasCase), tess)).json().access.length;
    for (const url of [
      CASE_API.case(texasCase),
      LETTER_API.letter(texasCase),
      LETTER_API.pdf(texasCase),
      ACCESS_API.access(texasCase),
    ])
      await get(url, olive);
    const { access } = (await get(ACCESS_API.access(texasCase), tess)).json();
    expect(access).toHaveLength(before + 4);
    const refused = access
      .slice(0, 4)
      .map((entry: { reviewer: string; action: string; detail: string; address: string }) => [
        entry.reviewer,
        entry.action,
        entry.detail,
        entry.address,
      ]);
    expect(refused).toEqual([
      [
        'olive',
        'view',
        'refused, the access history: You are not licensed in Texas',
        '203.0.113.9',
      ],
      ['olive', 'letter-download', 'refused: You are not licensed in Texas', '203.0.113.9'],
      ['olive', 'view', 'refused, the letter: You are not licensed in Texas', '203.0.113.9'],
      ['olive', 'view', 'refused: You are not licensed in Texas', '203.0.113.9'],
    ]);
  });

  it('records a page left open on the case, refused again at each refresh, once', async () => {
    const another = (await addCaseFrom(route.db, 'Texas')).id;
    for (let refresh = 0; refresh < 3; refresh += 1) {
      const response = await route.app.inject({
        method: 'GET',
        url: CASE_API.case(another),
        headers: { cookie: olive, [BACKGROUND_READ_HEADER]: '1' },
      });
      expect(response.statusCode).toBe(403);
    }
    const { access } = (await get(ACCESS_API.access(another), tess)).json();
    expect(
      access.map((entry: { reviewer: string; detail: string }) => [entry.reviewer, entry.detail]),
    ).toEqual([['olive', 'refused: You are not licensed in Texas']]);
  });
});

describe('the reviewers who may read', () => {
  it('a reviewer licensed in the state reads the case, its letter, its PDF and its access history', async () => {
    for (const url of [
      CASE_API.case(texasCase),
      LETTER_API.letter(texasCase),
      LETTER_API.pdf(texasCase),
      ACCESS_API.access(texasCase),
    ]) {
      expect((await get(url, tess)).statusCode, url).toBe(200);
    }
    expect((await get(CASE_API.case(texasCase), tess)).json().case.answers.state).toBe('Texas');
  });

  it('an NP reads a case of the state of her licence, though its letter needs an MD or DO', async () => {
    const alabamaCase = (await addCaseFrom(route.db, 'Alabama')).id;
    const nora = await route.signIn('nora');
    expect((await get(CASE_API.case(alabamaCase), nora)).statusCode).toBe(200);
  });

  it('anyone reads a seeded sample case (no state), even without a profile', async () => {
    const lee = await route.signIn('lee');
    for (const cookie of [lee, olive]) {
      const response = await get(CASE_API.case(1), cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().case.id).toBe(1);
    }
  });

  it('a case that does not exist is still 404, whoever asks', async () => {
    const response = await get(CASE_API.case(99_999), olive);
    expect(response.statusCode).toBe(404);
  });
});
