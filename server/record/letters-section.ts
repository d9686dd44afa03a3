import { randomUUID } from 'node:crypto';
import type { DocumentReference } from '@medplum/fhirtypes';
import { LETTER_TITLE, letterSections, type StoredLetterStatus } from '../../machines/letter';
import { lettersOfCase } from '../letters/letter-store';
import { recordTime } from './decisions-section';
import type { RecordBlock, RecordSection } from './record-section';

const STATUS_TEXT: Record<StoredLetterStatus, string> = {
  valid: 'Valid',
  superseded: 'Replaced by a later letter',
  revoked: 'Withdrawn',
};

/**
 * Every letter issued on the request, the replaced and withdrawn ones too, with its full
 * text. In FHIR, a DocumentReference each: current while it stands, superseded otherwise;
 * the one that stands carries its PDF, as the patient downloads it.
 */
export const lettersSection: RecordSection = async ({ db, found, references, letterPdf }) => {
  const blocks: RecordBlock[] = [];
  const entries = [];
  for (const { letter, issuedAt, statusChangedAt } of await lettersOfCase(db, found.id)) {
    const changed = statusChangedAt ? ` on ${recordTime(statusChangedAt)}` : '';
    blocks.push({
      heading: `${LETTER_TITLE} no. ${letter.id}`,
      lines: [
        { label: 'Status', text: `${STATUS_TEXT[letter.status]}${changed}` },
        ...letterSections(letter.content).map((section) => ({
          label: section.label,
          text: section.lines.join('\n'),
        })),
        { label: 'Signed', text: letter.content.signature },
      ],
    });
    const standing = letter.status === 'valid';
    const document: DocumentReference = {
      resourceType: 'DocumentReference',
      identifier: [{ system: 'urn:lmn-intake:letter-number', value: String(letter.id) }],
      status: standing ? 'current' : 'superseded',
      docStatus: 'final',
      type: { text: LETTER_TITLE },
      subject: { reference: references.patient },
      date: issuedAt.toISOString(),
      author: [{ display: `${letter.signer.fullName}, ${letter.signer.credentials}` }],
      description: `${LETTER_TITLE} no. ${letter.id}: ${STATUS_TEXT[letter.status]}`,
      content: [
        {
          attachment: {
            contentType: 'application/pdf',
            language: 'en-US',
            title: `letter-of-medical-necessity-${letter.id}.pdf`,
            creation: letter.issuedOn,
            ...(standing ? { data: Buffer.from(await letterPdf(letter)).toString('base64') } : {}),
          },
        },
      ],
      context: {
        period: { start: letter.issuedOn, end: letter.validUntil },
        related: [{ reference: references.response }],
      },
    };
    entries.push({ fullUrl: `urn:uuid:${randomUUID()}`, resource: document });
  }
  return {
    blocks:
      blocks.length > 0
        ? blocks
        : [{ heading: 'Letters', lines: [], empty: 'No letter has been issued.' }],
    entries,
  };
};
