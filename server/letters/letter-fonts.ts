import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { Encodings } from '@pdf-lib/standard-fonts';
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

const require = createRequire(import.meta.url);

interface LetterFontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

let files: Promise<LetterFontFiles> | undefined;

/** The letter's fonts, read from disk once per process: every letter after the first reuses them. */
function letterFontFiles(): Promise<LetterFontFiles> {
  files ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  files.catch(() => {
    // A failed read (a missing install) is not cached: the next letter tries again.
    files = undefined;
  });
  return files;
}

export interface LetterFonts {
  regular: PDFFont;
  bold: PDFFont;
}

function isWinAnsi(texts: readonly string[]): boolean {
  return texts.every((text) =>
    Array.from(text).every((char) =>
      Encodings.WinAnsi.canEncodeUnicodeCodePoint(char.codePointAt(0) ?? 0),
    ),
  );
}

/**
 * The fonts a letter is set in. Helvetica, built into every PDF reader, when every character
 * is in its Western European set (most letters: the quickest to make). Otherwise DejaVu Sans,
 * embedded as a subset of the glyphs used (a larger file, and slower to make),
 * which covers the Latin, Greek, Cyrillic, Armenian, Georgian and Hebrew scripts.
 */
export async function embedLetterFonts(
  pdf: PDFDocument,
  texts: readonly string[],
): Promise<LetterFonts> {
  if (isWinAnsi(texts)) {
    return {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    };
  }
  pdf.registerFontkit(fontkit);
  const files = await letterFontFiles();
  return {
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
  };
}
