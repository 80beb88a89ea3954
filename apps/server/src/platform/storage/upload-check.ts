import { isSvgDocument, sanitizeSvg } from './svg-sanitize';

export type UploadType = 'png' | 'jpg' | 'pdf' | 'svg';

export const UPLOAD_CONTENT_TYPES: Readonly<Record<UploadType, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

export interface UploadCheckInput {
  bytes: Uint8Array;
  /** Only used for details and to suggest a corrected name; the type comes from the content. */
  fileName: string;
  allowed: readonly UploadType[];
  maxBytes: number;
}

export type UploadCheckResult =
  | {
      ok: true;
      type: UploadType;
      contentType: string;
      /** For SVG the sanitised document, otherwise the input unchanged. */
      bytes: Uint8Array;
      /** fileName with the extension that matches the content (a PNG sent as plan.pdf -> plan.png). */
      fileName: string;
    }
  | {
      ok: false;
      code: 'UPLOAD_EMPTY' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_TYPE_NOT_ALLOWED';
      details: Record<string, unknown>;
    };

const MAGIC: ReadonlyArray<{ type: UploadType; bytes: readonly number[] }> = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
];

/** Decides what an upload is by its bytes (never by its name) and whether it may be stored. */
export function checkUpload(input: UploadCheckInput): UploadCheckResult {
  const { bytes, fileName, allowed, maxBytes } = input;
  if (bytes.length === 0) return { ok: false, code: 'UPLOAD_EMPTY', details: { fileName } };
  if (bytes.length > maxBytes) {
    return { ok: false, code: 'UPLOAD_TOO_LARGE', details: { fileName, size: bytes.length, maxBytes } };
  }
  const magic = MAGIC.find((m) => m.bytes.every((byte, i) => bytes[i] === byte));
  const refuse = (detected: UploadType | 'unknown'): UploadCheckResult => ({
    ok: false,
    code: 'UPLOAD_TYPE_NOT_ALLOWED',
    details: { fileName, detected, allowed },
  });

  if (magic) {
    if (!allowed.includes(magic.type)) return refuse(magic.type);
    return accept(magic.type, bytes, fileName);
  }
  // Without a binary signature the only acceptable content is an SVG document in UTF-8.
  const text = decodeUtf8(bytes);
  if (text === undefined || !isSvgDocument(text)) return refuse('unknown');
  if (!allowed.includes('svg')) return refuse('svg');
  const clean = sanitizeSvg(text);
  if (clean === undefined) return refuse('unknown');
  return accept('svg', new TextEncoder().encode(clean), fileName);
}

function accept(type: UploadType, bytes: Uint8Array, fileName: string): UploadCheckResult {
  return {
    ok: true,
    type,
    contentType: UPLOAD_CONTENT_TYPES[type],
    bytes,
    fileName: withExtension(fileName, type),
  };
}

/** Replaces (or adds) the extension; 'jpg' is the canonical one for JPEG. */
export function withExtension(fileName: string, type: UploadType): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return `${base}.${type}`;
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
