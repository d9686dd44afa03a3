import { beforeAll, describe, expect, it } from 'vitest';
import { findCase } from '../../../server/db/cases/find';
import { caseHistory } from '../../../server/db/cases/history';
import { seedSampleCases } from '../../../server/db/seed';
import { latestLetter } from '../../../server/letters/letter-store';
import {
  addCaseFrom,
  ANN_PROFILE,
  DENIAL_REQUEST,
  LETTER_REQUEST,
} from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';

const route = routeTestApp({
  reviewers: {
    ann: { password: 'correct horse battery', profile: ANN_PROFILE },
    wendy: {
      password: 'staple gun purple',
      profile: { ...ANN_PROFILE, fullName: 'Wendy Park', licensedIn: ['Washington'] },
    },
    legacy: { password: 'from before profiles' },
  },
});
let ann: string;
let wendy: string;
let legacy: string;
let oregonCase: number;
let texasCase: number;

beforeAll(async () => {
  await seedSampleCases(route.db);
  oregonCase = (await addCaseFrom(route.db, 'Oregon', { name: 'Jane Roe' })).id;
  texasCase = (await addCaseFrom(route.db, 'Texas')).id;
  ann = await route.signIn('ann');
  wendy = await route.signIn('wendy');
  legacy = await route.signIn('legacy');
});

const get = (url: string, cookie?: string) =>
  route.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function letterOf(caseId: number) {
  const response = await get(`/api/letters/${caseId}`, ann);
  expect(response.statusCode).toBe(200);
  return response.json().letter as {
    id: number;
    status: string;
    verificationUrl: string;
    content: Record<string, unknown>;
  };
}

describe('without a session', () => {
  it('answers 401 to the letter, its PDF and the profile', async () => {
    for (const url of [`/api/letters/${oregonCase}`, `/api/letters/${oregonCase}/pdf`, '/api/me']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'Sign in to continue.' });
    }
  });
});

describe('GET /api/me', () => {
  it("gives the signed-in reviewer's name, credentials, NPI and licensed states", async () => {
    const response = await get('/api/me', ann);
    expect(response.json()).toEqual({
      username: 'ann',
      fullName: 'Ann Lee',
      credentials: 'MD',
      npi: '1234567893',
      licensedIn: ['Oregon', 'Washington'],
      licensedInCodes: ['OR', 'WA'],
      missing: [],
    });
  });

  it('a reviewer created before profiles signs in and is told what is missing', async () => {
    const response = await get('/api/me', legacy);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'legacy',
      fullName: null,
      licensedIn: [],
      missing: ['fullName', 'credentials', 'npi', 'licensedIn'],
    });
  });
});

describe('licensed review', () => {
  it('refuses an out-of-state decision with 403 and the state name, writing nothing', async () => {
    for (const decision of ['approve', 'deny']) {
      const response = await route.sendDecision(
        texasCase,
        { decision, expectedStatus: 'Open', ...LETTER_REQUEST, ...DENIAL_REQUEST },
        ann,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'You are not licensed in Texas' });
    }
    // Ann may not read the case either: the database says what was written.
    expect(await findCase(route.db, texasCase)).toMatchObject({ status: 'Open' });
    expect(await caseHistory(route.db, texasCase)).toEqual([]);
    expect(await latestLetter(route.db, texasCase)).toBeUndefined();
  });

  it('a reviewer licensed only in Washington cannot decide an Oregon case', async () => {
    const response = await route.decide(oregonCase, 'approve', wendy);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You are not licensed in Oregon' });
  });

  it('a seeded case (no state) may be denied by a reviewer with no profile, not approved', async () => {
    expect((await route.decide(1, 'deny', legacy)).statusCode).toBe(200);
    const approve = await route.decide(1, 'approve', legacy, { expectedStatus: 'Denied' });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().error).toMatch(/cannot sign a letter/);
  });
});

/** An Open Oregon case of the test's own, from Jane Roe: Ann may decide it. */
const janeRoeCase = async () => (await addCaseFrom(route.db, 'Oregon', { name: 'Jane Roe' })).id;

/** A case of the test's own that Ann has approved: it has a valid letter. */
async function approvedCase() {
  const caseId = await janeRoeCase();
  await route.decided(caseId, 'approve', ann);
  return caseId;
}

describe('approving issues the letter', () => {
  it('refuses an approval with no diagnosis (400) and changes nothing', async () => {
    const caseId = await janeRoeCase();
    for (const diagnoses of [[], undefined]) {
      const response = await route.decide(caseId, 'approve', ann, { body: { diagnoses } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/at least one diagnosis/);
    }
    const badCode = await route.decide(caseId, 'approve', ann, {
      body: { diagnoses: [{ condition: 'Obesity', code: 'E669' }] },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error).not.toMatch(/Obesity/);
    expect((await get(`/api/cases/${caseId}`, ann)).json().case.status).toBe('Open');
    expect((await get(`/api/letters/${caseId}`, ann)).statusCode).toBe(404);
  });

  it('stores the letter with the decision: content, signer, dates, a 128-bit code', async () => {
    const caseId = await janeRoeCase();
    const response = await route.decide(caseId, 'approve', ann);
    expect(response.statusCode).toBe(200);
    expect(response.json().case.status).toBe('Completed');
    const letter = await letterOf(caseId);
    expect(letter.status).toBe('valid');
    expect(letter.verificationUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/verify\/[A-Za-z0-9_-]{22,}$/,
    );
    expect(letter.content).toMatchObject({
      title: 'Letter of Medical Necessity',
      patientName: 'Jane Roe',
      patientState: 'Oregon',
      diagnoses: [{ condition: 'Obesity', code: 'E66.9' }],
      recommendation: LETTER_REQUEST.recommendation,
      provider: { fullName: 'Ann Lee', credentials: 'MD', npi: '1234567893', licence: 'Oregon' },
    });
    const issuedOn = String(letter.content.issuedOn);
    expect(letter.content.validUntil).toBe(
      `${Number(issuedOn.slice(0, 4)) + 1}${issuedOn.slice(4)}`.replace(/-02-29$/, '-02-28'),
    );
    const rows = await route.db
      .selectFrom('letters')
      .selectAll()
      .where('case_id', '=', caseId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.signer).toEqual({
      fullName: 'Ann Lee',
      credentials: 'MD',
      npi: '1234567893',
      licensedIn: ['Oregon', 'Washington'],
    });
  });

  it('answers the PDF without caching', async () => {
    const caseId = await approvedCase();
    const response = await get(`/api/letters/${caseId}/pdf`, ann);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('records each PDF download in the access log of its case, naming the letter', async () => {
    const caseId = await approvedCase();
    const { id } = await letterOf(caseId);
    expect((await get(`/api/letters/${caseId}/pdf`, ann)).statusCode).toBe(200);
    const log = await get(`/api/cases/${caseId}/access`, ann);
    expect(log.json().access[0]).toMatchObject({
      reviewer: 'ann',
      action: 'letter-download',
      detail: expect.stringContaining(String(id)) as unknown,
    });
  });

  it('approving again supersedes the old letter; a later Deny revokes the new one', async () => {
    const caseId = await approvedCase();
    const first = await letterOf(caseId);
    const again = await route.decide(caseId, 'approve', ann, { expectedStatus: 'Completed' });
    expect(again.statusCode).toBe(200);
    const second = await letterOf(caseId);
    expect(second.id).not.toBe(first.id);
    expect(second.verificationUrl).not.toBe(first.verificationUrl);
    const verify = (url: string) => get(`/api/verify/${url.split('/verify/')[1]}`);
    expect((await verify(first.verificationUrl)).json().status).toBe('superseded');
    expect((await verify(second.verificationUrl)).json().status).toBe('valid');

    const denied = await route.decide(caseId, 'deny', ann, { expectedStatus: 'Completed' });
    expect(denied.statusCode).toBe(200);
    expect((await verify(second.verificationUrl)).json().status).toBe('revoked');
    expect((await letterOf(caseId)).status).toBe('revoked');
    expect((await get(`/api/letters/${caseId}/pdf`, ann)).statusCode).toBe(409);
  });

  it('a seeded case is signed under every state the signer holds', async () => {
    const response = await route.decide(2, 'approve', ann);
    expect(response.statusCode).toBe(200);
    const letter = await letterOf(2);
    expect(letter.content).toMatchObject({
      patientName: 'Sarah Johnson',
      provider: { licence: 'Oregon, Washington' },
    });
  });
});
