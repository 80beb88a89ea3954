import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * Every PDF of the product is set in DejaVu Sans, embedded as a subset (issue 22 point 11;
 * docs/pdf-exports.md). pdfkit's built-in Helvetica is a WinAnsi font that is not embedded: names outside
 * Windows-1252 (Łódź, Čapek, Őrsi, ğ/ş/ı, ✓) came out garbled. DejaVu Sans covers Latin, Greek,
 * Cyrillic and the common symbols; pdfkit embeds only the glyphs a document uses (the subset tag
 * is derived from the font's id, so the same text gives the same bytes).
 */
export const PDF_FONTS = {
  regular: 'Buchbar-Sans',
  bold: 'Buchbar-Sans-Bold',
  italic: 'Buchbar-Sans-Oblique',
} as const;

const FILES: Record<keyof typeof PDF_FONTS, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
};

const require = createRequire(import.meta.url);
const cache = new Map<keyof typeof PDF_FONTS, Buffer>();

/** The font file's bytes (read once; the npm package dejavu-fonts-ttf ships them). */
function fontBytes(style: keyof typeof PDF_FONTS): Buffer {
  let bytes = cache.get(style);
  if (!bytes) {
    bytes = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${FILES[style]}`));
    cache.set(style, bytes);
  }
  return bytes;
}

/**
 * A pdfkit document whose default font is the embedded DejaVu Sans (never Helvetica, which would
 * otherwise be the default and written unembedded), with the bold and oblique cuts registered
 * under PDF_FONTS.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions = {}): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, font: fontBytes('regular') as unknown as string });
  for (const style of Object.keys(PDF_FONTS) as (keyof typeof PDF_FONTS)[]) {
    doc.registerFont(PDF_FONTS[style], fontBytes(style));
  }
  return doc.font(PDF_FONTS.regular);
}

/** The finished document's bytes (call before doc.end()). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
