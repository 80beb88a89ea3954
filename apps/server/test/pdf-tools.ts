import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What poppler-utils (Debian's pdffonts and pdftotext, as a reader of the file would use them)
 * say about a PDF: its fonts, its text, and where each word sits on its page.
 */
export type PdfFont = {
  name: string;
  type: string;
  encoding: string;
  emb: boolean;
  sub: boolean;
  uni: boolean;
};
export type PdfWord = { page: number; text: string; xMin: number; xMax: number; yMin: number; yMax: number };
export type PdfPage = { width: number; height: number };

async function withFile<T>(bytes: Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'buchbar-pdf-'));
  const file = path.join(dir, 'file.pdf');
  try {
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `pdffonts`: every font the file uses. Its columns are fixed width (the header's dashes give
 * them), so a name with spaces cannot shift the yes/no columns.
 */
export function pdfFonts(bytes: Uint8Array): Promise<PdfFont[]> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run('pdffonts', [file]);
    const lines = stdout.split('\n');
    const dashes = lines[1] ?? '';
    const columns = [...dashes.matchAll(/-+/g)].map((m): [number, number] => [
      m.index ?? 0,
      (m.index ?? 0) + m[0].length,
    ]);
    const cell = (line: string, i: number) => {
      const [start, end] = columns[i] ?? [0, 0];
      return line.slice(start, i === columns.length - 1 ? undefined : end + 1).trim();
    };
    return lines
      .slice(2)
      .filter((l) => l.trim() !== '')
      .map((l) => ({
        name: cell(l, 0),
        type: `${cell(l, 1)} ${cell(l, 2)}`.trim(),
        encoding: cell(l, 2),
        emb: cell(l, 3) === 'yes',
        sub: cell(l, 4) === 'yes',
        uni: cell(l, 5) === 'yes',
      }));
  });
}

/** `pdftotext` (UTF-8, reading order): the text as a reader copies it out of the file. */
export function pdfText(bytes: Uint8Array): Promise<string> {
  return withFile(bytes, async (file) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
}

/** `pdftotext -bbox`: every word with its box (points from the page's top left) and the pages' sizes. */
export function pdfWords(bytes: Uint8Array): Promise<{ pages: PdfPage[]; words: PdfWord[] }> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', '-bbox', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const pages: PdfPage[] = [];
    const words: PdfWord[] = [];
    const decode = (s: string) =>
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    for (const line of stdout.split('\n')) {
      const page = line.match(/<page width="([\d.]+)" height="([\d.]+)">/);
      if (page) pages.push({ width: Number(page[1]), height: Number(page[2]) });
      const word = line.match(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/,
      );
      if (word)
        words.push({
          page: pages.length,
          text: decode(word[5] ?? ''),
          xMin: Number(word[1]),
          yMin: Number(word[2]),
          xMax: Number(word[3]),
          yMax: Number(word[4]),
        });
    }
    return { pages, words };
  });
}

/** Runs of whitespace (line breaks of wrapped text among them) as one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
