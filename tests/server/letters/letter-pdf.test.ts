import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftLetter, signLetter } from '../../../machines/letter';
import { renderLetterPdf as letterPdf } from '../../../server/letters/letter-pdf';
import { qrPath } from '../../../server/letters/verification-qr';

const URL_OF_CHECK = 'https://lmn.example.org/verify/Q2hlY2tDb2RlMTIzNDU2Nzg5';
let dir: string;
let text: string;
let bytes: Uint8Array;

async function pdfText(pdfBytes: Uint8Array): Promise<string> {
  const file = join(dir, `letter-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdfBytes);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

function letterFor(patientName: string, providerName = 'Ann Lee') {
  const draft = draftLetter({ name: patientName, state: 'Oregon', medicalConditions: ['Obesity'] });
  return signLetter(
    draft,
    { fullName: providerName, credentials: 'MD', npi: '1234567893', licensedIn: ['Oregon'] },
    '2026-11-24',
  );
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'letter-pdf-'));
  const draft = draftLetter({
    name: 'Jane Roe',
    state: 'Oregon',
    medicalConditions: ['Obesity', 'Knee Pain'],
  });
  const letter = signLetter(
    { ...draft, diagnoses: [draft.diagnoses[0]!, { condition: 'Knee Pain', code: 'M25.561' }] },
    {
      fullName: 'Ann Lee',
      credentials: 'MD',
      npi: '1234567893',
      licensedIn: ['Oregon', 'Washington'],
    },
    '2026-11-24',
  );
  bytes = await letterPdf({ letterId: 7, content: letter, verificationUrl: URL_OF_CHECK });
  text = await pdfText(bytes);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the letter as a PDF', () => {
  // Every field the "Why" lists, as the letter must print it.
  it.each([
    ['the title', 'Letter of Medical Necessity'],
    ["the patient's full name", 'Jane Roe'],
    ['a diagnosis with its ICD-10-CM code', 'Obesity: E66.9'],
    ['the corrected code', 'Knee Pain: M25.561'],
    ['the product', 'Stationary exercise bike (indoor cycling)'],
    ['the frequency', '30 minutes a day, 5 days a week'],
    ['the duration', '12 months'],
    ['the link between condition and product', 'primarily to cure, mitigate, treat or prevent'],
    ['the "but for" attestation', 'would not make this purchase but for those conditions'],
    ["the provider's name and credentials", 'Ann Lee, MD'],
    ['the NPI', 'NPI: 1234567893'],
    ['the state licence', 'State licence: Oregon'],
    ['the date of issue', 'Date of issue November 24, 2026'],
    ['the validity', 'Valid until November 24, 2027'],
    ['the signature', 'Electronically signed by Ann Lee, MD on November 24, 2026'],
    ['the verification URL', URL_OF_CHECK],
  ])('carries %s as selectable text', (_field, expected) => {
    expect(text).toContain(expected);
  });

  it('has title and author metadata', async () => {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Letter of Medical Necessity');
    expect(pdf.getAuthor()).toBe('Ann Lee, MD');
  });

  it('fits on one page', async () => {
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
  });
});

describe('names beyond English', () => {
  it.each([
    ['Latin with accents', 'Zoë Ångström-Øvergård'],
    ['Cyrillic', 'Иван Петров'],
    ['Greek', 'Νίκος Παπαδόπουλος'],
  ])('prints a %s name as written, for the patient and the provider', async (_script, name) => {
    const content = letterFor(name, name);
    const letterText = await pdfText(
      await letterPdf({ letterId: 8, content, verificationUrl: URL_OF_CHECK }),
    );
    expect(letterText).toContain(name);
    expect(letterText).toContain(`Electronically signed by ${name}, MD`);
  });

  it('prints a character the font lacks as "?", and the letter is still made', async () => {
    const content = letterFor('李 Wei');
    const letterText = await pdfText(
      await letterPdf({ letterId: 9, content, verificationUrl: URL_OF_CHECK }),
    );
    expect(letterText).toContain('? Wei');
  });
});

describe('the QR code of the verification URL', () => {
  it('draws one unit square per dark module of the code, nothing else', () => {
    const { modules } = QRCode.create(URL_OF_CHECK, { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter((bit) => bit === 1).length;
    const { path, size } = qrPath(URL_OF_CHECK);
    expect(size).toBe(modules.size);
    expect(path.match(/M\d+ \d+h1v1h-1z/g)).toHaveLength(dark);
    expect(path.replace(/M\d+ \d+h1v1h-1z/g, '')).toBe('');
  });
});
