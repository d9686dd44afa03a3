import { PDFDocument } from 'pdf-lib';
import { embedLetterFonts } from '../letters/letter-fonts';
import { LINE, MUTED, Writer } from '../letters/letter-pdf';
import { recordTime } from './decisions-section';
import type { PatientRecord } from './patient-record';

const RECORD_TITLE = 'Your record';

/** The record to read and print: the request, then each section's heading and lines. */
export async function renderRecordPdf(record: PatientRecord): Promise<Uint8Array> {
  const { found } = record;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${RECORD_TITLE}: request no. ${found.id}`, { showInWindowTitleBar: true });
  pdf.setSubject(`Request no. ${found.id}`);
  pdf.setCreationDate(record.createdAt);
  pdf.setLanguage('en-US');
  const blocks = record.parts.flatMap((part) => part.blocks);
  const fonts = await embedLetterFonts(pdf, [
    found.name,
    ...blocks.flatMap((block) => [
      block.heading,
      block.empty ?? '',
      ...block.lines.flatMap((line) => [line.label ?? '', line.text]),
    ]),
  ]);
  const writer = new Writer(pdf, fonts);

  writer.text(RECORD_TITLE, { size: 20, bold: true });
  writer.text(`Made on ${recordTime(record.createdAt)}`, { color: MUTED });
  writer.gap();
  for (const [label, text] of [
    ['Name', found.name],
    ['Reference number', String(found.id)],
    ['Submitted', found.dateSubmitted],
    ['Status', record.statusLabel],
  ]) {
    writer.text(`${label}: ${text}`);
  }
  for (const block of blocks) {
    writer.gap(LINE);
    writer.text(block.heading, { size: 14, bold: true });
    if (block.lines.length === 0 && block.empty) writer.text(block.empty);
    for (const line of block.lines) {
      writer.gap(4);
      if (line.label) writer.text(line.label, { bold: true, size: 10, color: MUTED });
      for (const paragraph of line.text.split('\n')) writer.text(paragraph);
    }
  }
  return pdf.save();
}
