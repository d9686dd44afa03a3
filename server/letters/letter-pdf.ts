import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { letterSections, type LetterContent } from '../../machines/letter';
import { embedLetterFonts, type LetterFonts } from './letter-fonts';
import { qrPath } from './verification-qr';

const PAGE = { width: 612, height: 792 }; // US Letter; fits A4's width too.
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const BODY_SIZE = 11;
export const LINE = 15;
const QR_SIDE = 96;
const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.35, 0.35, 0.4);

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * A character outside the letter's fonts (a CJK name, say) prints as "?" rather than as an
 * empty box or a failed letter; the letter page in the browser shows it as written.
 */
function printable(text: string, font: PDFFont): string {
  let characters = characterSets.get(font);
  if (!characters) {
    characters = new Set(font.getCharacterSet());
    characterSets.set(font, characters);
  }
  const known = characters;
  return Array.from(text)
    .map((char) => (known.has(char.codePointAt(0) ?? -1) ? char : '?'))
    .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Writes top to bottom, starting a new page when the current one is full. */
export class Writer {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: LetterFonts,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  get currentPage() {
    return this.page;
  }

  get cursor() {
    return this.y;
  }

  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  text(text: string, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) {
    const size = options.size ?? BODY_SIZE;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(printable(text, font), font, size, TEXT_WIDTH)) {
      this.room(size + 4);
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y - size,
        size,
        font,
        color: options.color ?? INK,
      });
      this.y -= size + 4;
    }
  }

  gap(height = LINE / 2) {
    this.y -= height;
  }
}

export interface LetterPdfInput {
  letterId: number;
  content: LetterContent;
  verificationUrl: string;
  /** Who the file's digital signature names (the certificate's subject); none: not signed. */
  signedWith?: string;
}

/** What a reader is told the digital signature is, under the signature line. */
function digitalSignatureNote(signedWith: string): string {
  return `This PDF carries a digital signature (PAdES, SHA-256) by ${signedWith}: any change to the file breaks it. The address below also recognises this exact file.`;
}

/**
 * The letter drawn as a PDF document, not yet saved: selectable text, its metadata, and a
 * QR code of its check. Saved as is, or given its digital signature first.
 */
export async function drawLetterPdf(input: LetterPdfInput): Promise<PDFDocument> {
  const { letterId, content, verificationUrl, signedWith } = input;
  const pdf = await PDFDocument.create();
  const signer = `${content.provider.fullName}, ${content.provider.credentials}`;
  pdf.setTitle(content.title, { showInWindowTitleBar: true });
  pdf.setAuthor(signer);
  pdf.setSubject(`${content.title} no. ${letterId}`);
  pdf.setCreationDate(new Date(`${content.issuedOn}T12:00:00Z`));
  pdf.setLanguage('en-US');
  const sections = letterSections(content);
  const note = signedWith === undefined ? undefined : digitalSignatureNote(signedWith);
  const fonts = await embedLetterFonts(pdf, [
    content.title,
    content.signature,
    note ?? '',
    verificationUrl,
    ...sections.flatMap((section) => [section.label, ...section.lines]),
  ]);
  const writer = new Writer(pdf, fonts);
  // The QR code of the check sits at the top right of the first page, beside the title and
  // the dates (short lines), so the letter with its signature note still fits on one page.
  const { path, size } = qrPath(verificationUrl);
  writer.currentPage.drawSvgPath(path, {
    x: PAGE.width - MARGIN - QR_SIDE,
    y: PAGE.height - MARGIN,
    scale: QR_SIDE / size,
    color: rgb(0, 0, 0),
    borderWidth: 0,
  });

  writer.text(content.title, { size: 20, bold: true });
  writer.text(`Letter no. ${letterId}`, { color: MUTED });
  writer.gap(LINE);
  for (const section of sections) {
    writer.text(section.label, { bold: true, size: 10, color: MUTED });
    for (const line of section.lines) writer.text(line);
    writer.gap();
  }
  writer.gap();
  writer.text(content.signature, { bold: true });
  if (note) writer.text(note, { size: 9, color: MUTED });
  writer.gap(LINE);

  writer.room(LINE * 3);
  writer.text('Verify this letter at (or scan the code at the top):', { size: 10, color: MUTED });
  writer.text(verificationUrl, { size: 10 });
  return pdf;
}

/** The letter as PDF bytes, unsigned (the signed file is made by `signedLetterFile`). */
export async function renderLetterPdf(input: LetterPdfInput): Promise<Uint8Array> {
  return (await drawLetterPdf(input)).save();
}
