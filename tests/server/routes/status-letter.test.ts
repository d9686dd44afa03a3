import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { getCheckedStatus, statusCheckCookie } from '../support/status-check';
import { testApp } from '../support/test-app';

// The product's texts, written here from its description, not read from the code.
const NOT_FOUND = 'We could not find a request for this link';
// A file name with nothing in it but words, digits and dashes: no name, no health data.
const SAFE_ATTACHMENT = /^attachment; filename="[a-z0-9-]+\.pdf"$/;

const route = routeTestApp({
  // Deciding a case from a state needs a licence there (completeAnswers: Ohio).
  reviewers: {
    ann: { password: 'correct horse battery', profile: { ...ANN_PROFILE, licensedIn: ['Ohio'] } },
  },
  rateLimits: { submissionsPerMinute: 1000, statusPerMinute: 1000 },
});
let reviewer: string;
let workDir: string;

beforeAll(async () => {
  reviewer = await route.signIn('ann');
  workDir = mkdtempSync(join(tmpdir(), 'lmn-status-letter-'));
});
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

// As the status page reads them: once the patient typed their last name.
const status = (token: string) => getCheckedStatus(route.app, token);
const download = (token: string) => getCheckedStatus(route.app, token, '/letter.pdf');

/** The reviewer's view of the case's letter, and the text of the reviewer's PDF. */
async function reviewerLetter(id: number) {
  const get = (url: string) =>
    route.app.inject({ method: 'GET', url, headers: { cookie: reviewer } });
  const letter = (await get(`/api/letters/${id}`)).json().letter;
  const pdf = await get(`/api/letters/${id}/pdf`);
  return { letter, text: pdf.statusCode === 200 ? await pdfText(pdf.rawPayload) : null };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const path = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', path, '-']);
  return stdout.replace(/\s+/g, ' ');
}

/** The same calendar day a year later (the product's 12 months), 29 February → 28. */
function aYearAfter(isoDay: string): string {
  return `${Number(isoDay.slice(0, 4)) + 1}${isoDay.slice(4)}`.replace(/-02-29$/, '-02-28');
}

function expectNotFound(response: Awaited<ReturnType<typeof download>>) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: NOT_FOUND });
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('GET /api/status/:token/letter.pdf', () => {
  it('has no letter while the request is in review', async () => {
    const { token } = await route.submit();
    expect((await status(token)).json()).toMatchObject({ status: 'Open', letter: null });
    expectNotFound(await download(token));
  });

  it('has no letter for a request denied before any approval', async () => {
    const { id, token } = await route.submit();
    await route.decided(id, 'deny', reviewer);
    expect((await status(token)).json()).toMatchObject({ status: 'Denied', letter: null });
    expectNotFound(await download(token));
  });

  it('serves the reviewer’s PDF of an approved request, uncached, as an attachment', async () => {
    const { id, token } = await route.submit();
    await route.decided(id, 'approve', reviewer);
    const { letter, text } = await reviewerLetter(id);

    const shown = (await status(token)).json();
    expect(shown.status).toBe('Completed');
    expect(shown.letter).toEqual({
      validFrom: letter.content.issuedOn,
      validUntil: aYearAfter(letter.content.issuedOn),
    });

    const response = await download(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(SAFE_ATTACHMENT);
    expect(disposition).not.toMatch(/ada|lovelace|ohio|obesity/i);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const patientText = await pdfText(response.rawPayload);
    expect(patientText).toBe(text);
    expect(patientText).toContain(completeAnswers.name);
  });

  it('stops offering the letter once a later Deny revokes it', async () => {
    const { id, token } = await route.submit();
    await route.decided(id, 'approve', reviewer);
    expect((await download(token)).statusCode).toBe(200);
    await route.decided(id, 'deny', reviewer, { expectedStatus: 'Completed' });
    expect((await status(token)).json()).toMatchObject({ status: 'Denied', letter: null });
    expectNotFound(await download(token));
  });

  it('offers only the newest letter after a re-approval, never the superseded one', async () => {
    const { id, token } = await route.submit();
    await route.decided(id, 'approve', reviewer);
    const first = (await reviewerLetter(id)).letter;
    await route.decided(id, 'deny', reviewer, { expectedStatus: 'Completed' });
    await route.decided(id, 'approve', reviewer, { expectedStatus: 'Denied' });
    const second = (await reviewerLetter(id)).letter;
    expect(second.id).not.toBe(first.id);
    const response = await download(token);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(`-${second.id}.pdf`);
    expect(await pdfText(response.rawPayload)).toContain(
      `/verify/${second.verificationUrl.split('/verify/')[1]}`,
    );
  });

  it('answers an unknown and a malformed token as the status lookup does', async () => {
    const { id, token } = await route.submit();
    await route.decided(id, 'approve', reviewer);
    const unknown = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const wrong of [unknown, 'x', 'not a token', '%00', 'a'.repeat(90)]) {
      expectNotFound(await download(encodeURIComponent(wrong)));
    }
  });

  it("records the patient's download in the case's access log, naming no reviewer", async () => {
    const { id, token } = await route.submit();
    await route.decided(id, 'approve', reviewer);
    const downloads = () =>
      route.db
        .selectFrom('access_log')
        .select(['reviewer_id', 'detail'])
        .where('case_id', '=', id)
        .where('action', '=', 'letter-download')
        .execute();
    expect(await downloads()).toEqual([]);
    expect((await download(token)).statusCode).toBe(200);
    expect(await downloads()).toEqual([
      { reviewer_id: null, detail: expect.stringMatching(/^letter no\. \d+$/) },
    ]);
  });

  it("records the patient's status page as one view per sitting, however often it polls", async () => {
    const { id, token } = await route.submit();
    // The patient types the last name once; the page then polls with the check's cookie.
    const cookie = await statusCheckCookie(route.app, token);
    for (let poll = 0; poll < 3; poll += 1) {
      const polled = await route.app.inject({
        method: 'GET',
        url: `/api/status/${token}`,
        headers: { cookie },
      });
      expect(polled.statusCode).toBe(200);
    }
    const views = await route.db
      .selectFrom('access_log')
      .select(['reviewer_id', 'action'])
      .where('case_id', '=', id)
      .orderBy('id')
      .execute();
    expect(views).toEqual([
      { reviewer_id: null, action: 'status-check' },
      { reviewer_id: null, action: 'view' },
    ]);
    // The reviewer's access history names the patient's link as no reviewer.
    const history = await route.app.inject({
      method: 'GET',
      url: `/api/cases/${id}/access`,
      headers: { cookie: reviewer },
    });
    expect(history.json().access).toContainEqual(
      expect.objectContaining({ reviewer: null, action: 'view' }),
    );
  });

  it('is rate-limited per address as the status lookup is', async () => {
    const limited = await testApp(route.db, { rateLimits: { statusPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await limited.inject({
          method: 'GET',
          url: '/api/status/guess/letter.pdf',
          // Counted in the database with the file's other calls: an address of its own.
          remoteAddress: '192.0.2.22',
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
