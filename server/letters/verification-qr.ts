import QRCode from 'qrcode';

/**
 * A QR code of `text` as one SVG path of unit squares (one per dark module), so the PDF draws
 * it as vector art: sharp at any print size and a few hundred bytes.
 */
export function qrPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) squares.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { path: squares.join(''), size: modules.size };
}
