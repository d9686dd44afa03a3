import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { statusCheckCookie } from '../support/status-check';

const PUBLIC_URL = 'https://letters.example.org';
const run = promisify(execFile);

const route = routeTestApp({
  // Deciding a case from a state needs a licence there (completeAnswers: Ohio).
  reviewers: {
    ann: { password: 'correct horse battery', profile: { ...ANN_PROFILE, licensedIn: ['Ohio'] } },
  },
  // Behind a proxy, as deployed: even then the forwarded host must not reach a letter.
  publicUrl: PUBLIC_URL,
  trustProxy: true,
  rateLimits: { submissionsPerMinute: 1000, statusPerMinute: 1000 },
});
let reviewer: string;
let workDir: string;

beforeAll(async () => {
  reviewer = await route.signIn('ann');
  workDir = mkdtempSync(join(tmpdir(), 'lmn-letter-file-'));
});
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

async function approvedCase(): Promise<{ id: number; token: string }> {
  const { id, token } = await route.submit();
  await route.decided(id, 'approve', reviewer);
  return { id, token };
}

const reviewerPdf = (id: number, headers: Record<string, string> = {}) =>
  route.app.inject({
    method: 'GET',
    url: `/api/letters/${id}/pdf`,
    headers: { cookie: reviewer, ...headers },
  });
/** The patient's download, once they gave their last name. */
const patientPdf = async (token: string, headers: Record<string, string> = {}) =>
  route.app.inject({
    method: 'GET',
    url: `/api/status/${token}/letter.pdf`,
    headers: { cookie: await statusCheckCookie(route.app, token), ...headers },
  });

function saved(pdf: Buffer): string {
  const path = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, pdf);
  return path;
}

async function pdfsig(pdf: Buffer): Promise<string> {
  return (await run('pdfsig', [saved(pdf)])).stdout;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('a letter is one file, made at approval', () => {
  it('serves the very same bytes twice, to the reviewer and to the patient', async () => {
    const { id, token } = await approvedCase();
    const first = await reviewerPdf(id);
    const again = await reviewerPdf(id);
    const patients = await patientPdf(token);
    expect(first.statusCode).toBe(200);
    expect(patients.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(patients.rawPayload.equals(first.rawPayload)).toBe(true);
    const stored = await route.db
      .selectFrom('letters')
      .select(['pdf', 'pdf_sha256'])
      .where('case_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.pdf!).equals(first.rawPayload)).toBe(true);
    expect(stored.pdf_sha256).toBe(sha256(first.rawPayload));
  });

  it('carries a PAdES signature pdfsig finds valid over the whole file, and invalid once a byte changes', async () => {
    const { token } = await approvedCase();
    const pdf = (await patientPdf(token)).rawPayload;
    const report = await pdfsig(pdf);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');

    // One byte changed: the document information's /Subject key, spelled /subject.
    const changed = Buffer.from(pdf);
    const at = changed.indexOf('/Subject');
    expect(at).toBeGreaterThan(0);
    changed[at + 1] = 's'.charCodeAt(0);
    const changedReport = await pdfsig(changed);
    expect(changedReport).not.toContain('Signature is Valid.');
    expect(changedReport).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('links to PUBLIC_URL whatever Host or X-Forwarded-Host the download came with', async () => {
    const { id, token } = await approvedCase();
    const forged = { host: 'verify.example.com', 'x-forwarded-host': 'evil.example.net' };
    const fromReviewer = await reviewerPdf(id, forged);
    const fromPatient = await patientPdf(token, forged);
    expect(fromPatient.rawPayload.equals(fromReviewer.rawPayload)).toBe(true);
    const { stdout } = await run('pdftotext', ['-layout', saved(fromPatient.rawPayload), '-']);
    const urls = stdout.match(/https?:\/\/\S+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(url).toMatch(/^https:\/\/letters\.example\.org\/verify\/[\w-]{22,}$/);
    expect(fromPatient.rawPayload.includes('example.com')).toBe(false);
    expect(fromPatient.rawPayload.includes('example.net')).toBe(false);
    const shown = await route.app.inject({
      method: 'GET',
      url: `/api/letters/${id}`,
      headers: { cookie: reviewer, ...forged },
    });
    expect(shown.json().letter.verificationUrl).toBe(urls[0]);
  });

  it('says in its text what the signature is', async () => {
    const { token } = await approvedCase();
    const { stdout } = await run('pdftotext', [saved((await patientPdf(token)).rawPayload), '-']);
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Electronically signed by Ann Lee, MD on');
    expect(text).toContain('digital signature (PAdES, SHA-256)');
    expect(text).toContain('Intervention start date');
  });
});

describe('a kept file is never changed', () => {
  it('the database refuses to replace or clear it', async () => {
    const { id } = await approvedCase();
    const change = (pdf: Uint8Array | null, sha: string | null) =>
      route.db
        .updateTable('letters')
        .set({ pdf, pdf_sha256: sha })
        .where('case_id', '=', id)
        .execute();
    await expect(change(new Uint8Array([1]), 'a'.repeat(64))).rejects.toThrow(/never changed/);
    await expect(change(null, null)).rejects.toThrow(/never changed/);
  });

  it('a letter issued before files were kept gets its file at its first download, then keeps it', async () => {
    const { id, token } = await approvedCase();
    // As a letter from before migration 0010: no file. Only a test may do this (the trigger
    // refuses it), so it is switched off for the one statement.
    await route.db.transaction().execute(async (trx) => {
      await sql`alter table letters disable trigger letters_file_kept`.execute(trx);
      await trx
        .updateTable('letters')
        .set({ pdf: null, pdf_sha256: null })
        .where('case_id', '=', id)
        .execute();
      await sql`alter table letters enable trigger letters_file_kept`.execute(trx);
    });
    const first = await patientPdf(token);
    expect(first.statusCode).toBe(200);
    const again = await reviewerPdf(id);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await pdfsig(first.rawPayload)).toContain('Signature is Valid.');
    const stored = await route.db
      .selectFrom('letters')
      .select('pdf_sha256')
      .where('case_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.pdf_sha256).toBe(sha256(first.rawPayload));
  });
});
