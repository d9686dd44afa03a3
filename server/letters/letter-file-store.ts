import type { Database } from '../db/connect';
import type { StoredLetter } from './letter-store';
import { type LetterFile, type LetterSigning, signedLetterFile } from './signed-letter-file';

/** Stores a letter's file, unless it has one (the database refuses to change a kept file). */
export async function keepFile(db: Database, letterId: number, file: LetterFile): Promise<void> {
  await db
    .updateTable('letters')
    .set({ pdf: file.pdf, pdf_sha256: file.sha256 })
    .where('id', '=', letterId)
    .where('pdf', 'is', null)
    .execute();
}

/**
 * The letter's file as issued, byte for byte. A letter issued before files were kept gets
 * its file at its first download, once: two downloads racing keep the first one stored
 * (the database refuses to change a kept file) and both serve what is stored.
 */
export async function letterFile(
  db: Database,
  letter: Pick<StoredLetter, 'id' | 'content' | 'verificationCode'>,
  signing: LetterSigning,
): Promise<Buffer> {
  const stored = () =>
    db.selectFrom('letters').select('pdf').where('id', '=', letter.id).executeTakeFirst();
  const kept = (await stored())?.pdf;
  if (kept) return asBuffer(kept);
  await keepFile(db, letter.id, await signedLetterFile(letter, signing));
  const made = (await stored())?.pdf;
  if (!made) throw new Error(`Letter no. ${letter.id} has no file.`);
  return asBuffer(made);
}

/** bytea comes back as a Buffer from pg and as a Uint8Array from PGlite. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
