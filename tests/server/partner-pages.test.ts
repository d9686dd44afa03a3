import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { OpenDatabase } from '../../server/db/connect';
import { upsertPartner } from '../../server/db/partners';
import { findReviewer } from '../../server/db/reviewers';
import { parsePartner } from '../../machines/partner';
import { insertCase } from '../../server/db/cases/insert';
import { createStatusToken } from '../../server/status/status-tokens';
import { completeAnswers } from '../machines/survey/survey.fixtures';
import { decide } from './support/filled-database';
import { addReviewerWithProfile, ANN_PROFILE } from './support/letter-fixtures';
import { testApp } from './support/test-app';
import { openTestDatabase } from './support/test-database';
import { addAcmePartner } from './support/acme-partner';

// The built index.html as far as a partner's page touches it: the title, the theme colour,
// the prerendered header with the default co-brand, and the first question.
const INDEX = `<!doctype html><html lang="en"><head><meta name="case-store" content="browser" />
<meta name="theme-color" content="#1b5e7a" />
<title>Letter of Medical Necessity questionnaire</title>
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root" data-prerendered><header><a class="MuiButtonBase-root" tabindex="0" href="/">Partner × Provider</a></header><h1>What's your first and last name?</h1></div></body></html>`;

let distDir: string;
let database: OpenDatabase;
let app: App;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'lmn-partner-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'app.html'), INDEX.replace(/<h1>.*<\/h1>/, ''));
  database = await openTestDatabase();
  await addAcmePartner(database.db);
  app = await testApp(database.db, { distDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('a partner’s link, /p/<slug>', () => {
  it('serves the survey as the partner’s: its name in the header and the title, in server mode', async () => {
    const response = await app.inject({ method: 'GET', url: '/p/acme?product=AR-2&order=1001' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(
      '<title>Letter of Medical Necessity questionnaire - Acme Bikes × Provider</title>',
    );
    expect(response.body).toContain('href="/p/acme">Acme Bikes × Provider</a>');
    expect(response.body).toContain(
      '<meta name="partner" content="Acme Bikes × Provider" data-survey="/p/acme" />',
    );
    expect(response.body).toContain('<meta name="case-store" content="server" />');
    expect(response.body).toContain("What's your first and last name?");
  });

  it('says an unknown or malformed slug is not a partner’s link (404), linking to /', async () => {
    for (const url of ['/p/nobody', '/p/Acme', '/p/acme%20x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>This partner link is not valid</h1>');
      expect(response.body).toContain('<a href="/">');
      expect(response.body).not.toContain('Acme');
    }
  });

  it('leaves / the default partner’s page', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<title>Letter of Medical Necessity questionnaire</title>');
    expect(response.body).toContain('href="/">Partner × Provider</a>');
    expect(response.body).not.toContain('name="partner"');
  });

  it('shows a partner added or changed while the server runs', async () => {
    const bolt = (name: string) => {
      const result = parsePartner({
        slug: 'bolt',
        name,
        provider: 'Northwest Care',
        primaryColour: '#204080',
        supportEmail: 'help@bolt.example',
        products: [{ sku: 'B1', name: 'Bolt rower' }],
      });
      if (!result.ok) throw new Error(result.problem);
      return result.partner;
    };
    await upsertPartner(database.db, { partner: bolt('Bolt Fitness') });
    const first = await app.inject({ method: 'GET', url: '/p/bolt' });
    expect(first.body).toContain('Bolt Fitness × Northwest Care');
    await upsertPartner(database.db, { partner: bolt('Bolt Cycles') });
    const second = await app.inject({ method: 'GET', url: '/p/bolt' });
    expect(second.body).toContain('Bolt Cycles × Northwest Care');
  });

  it('keeps the partner’s header on the status page of a case from its link, and only there', async () => {
    const product = {
      sku: 'AR-2',
      name: 'Acme Ride 2 stationary bike',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
    };
    const fromAcme = await insertCase(
      database.db,
      completeAnswers,
      new Date(),
      undefined,
      undefined,
      {
        slug: 'acme',
        product,
      },
    );
    const fromHome = await insertCase(database.db, completeAnswers);
    const acmeToken = await createStatusToken(database.db, fromAcme.id);
    const homeToken = await createStatusToken(database.db, fromHome.id);
    const acmePage = await app.inject({ method: 'GET', url: `/status/${acmeToken}` });
    expect(acmePage.statusCode).toBe(200);
    expect(acmePage.body).toContain('<meta name="partner" content="Acme');
    expect(acmePage.body).toContain('data-survey="/p/acme"');
    expect(acmePage.body).not.toContain("What's your first and last name?");
    for (const url of [`/status/${homeToken}`, `/status/${'x'.repeat(43)}`, '/status/short']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('name="partner"');
      expect(page.body, url).toContain('<meta name="case-store" content="server" />');
    }
  });

  it('keeps the partner’s header on the verify page of a letter for a case from its link, and only there', async () => {
    const product = {
      sku: 'AR-2',
      name: 'Acme Ride 2 stationary bike',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
    };
    const answers = { ...completeAnswers, state: 'Oregon' as const };
    const fromAcme = await insertCase(database.db, answers, new Date(), undefined, undefined, {
      slug: 'acme',
      product,
    });
    const fromHome = await insertCase(database.db, answers);
    await addReviewerWithProfile(database.db, 'vera', 'correct horse battery', ANN_PROFILE);
    const reviewer = (await findReviewer(database.db, 'vera'))!.id;
    await decide(database.db, fromAcme, reviewer, 'approve');
    await decide(database.db, fromHome, reviewer, 'approve');
    const codeOf = async (caseId: number) =>
      (
        await database.db
          .selectFrom('letters')
          .select('verification_code')
          .where('case_id', '=', caseId)
          .executeTakeFirstOrThrow()
      ).verification_code;
    const acmePage = await app.inject({
      method: 'GET',
      url: `/verify/${await codeOf(fromAcme.id)}`,
    });
    expect(acmePage.statusCode).toBe(200);
    expect(acmePage.body).toContain('<meta name="partner" content="Acme');
    expect(acmePage.body).not.toContain("What's your first and last name?");
    const homeCode = await codeOf(fromHome.id);
    for (const url of [`/verify/${homeCode}`, `/verify/${'x'.repeat(43)}`, '/verify/short']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('name="partner"');
      expect(page.body, url).toContain('<meta name="case-store" content="server" />');
    }
  });
});
