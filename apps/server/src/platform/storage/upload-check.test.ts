import { describe, expect, it } from 'vitest';
import { checkUpload, type UploadType, withExtension } from './upload-check';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj', 'latin1');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>',
);
const ALL: UploadType[] = ['png', 'jpg', 'pdf', 'svg'];

describe('checkUpload', () => {
  it.each([
    ['a PNG named .pdf is a png', PNG, 'plan.pdf', 'png', 'image/png', 'plan.png'],
    ['a JPEG named .png is a jpg', JPG, 'car.png', 'jpg', 'image/jpeg', 'car.jpg'],
    ['a PDF without extension', PDF, 'datenschutz', 'pdf', 'application/pdf', 'datenschutz.pdf'],
    ['an SVG named .png is an svg', SVG, 'plan.png', 'svg', 'image/svg+xml', 'plan.svg'],
  ] as const)('%s', (_label, bytes, fileName, type, contentType, normalised) => {
    const result = checkUpload({ bytes, fileName, allowed: ALL, maxBytes: 1024 });
    expect(result).toMatchObject({ ok: true, type, contentType, fileName: normalised });
  });

  it.each([
    ['empty', new Uint8Array(), ALL, 'UPLOAD_EMPTY'],
    ['too large', new Uint8Array(2048).fill(0x41), ALL, 'UPLOAD_TOO_LARGE'],
    ['plain text named .png', Buffer.from('hello, I am a PNG'), ALL, 'UPLOAD_TYPE_NOT_ALLOWED'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), ALL, 'UPLOAD_TYPE_NOT_ALLOWED'],
    ['a PNG where only PDF is allowed', PNG, ['pdf'], 'UPLOAD_TYPE_NOT_ALLOWED'],
    ['an SVG where only raster images are allowed', SVG, ['png', 'jpg'], 'UPLOAD_TYPE_NOT_ALLOWED'],
    ['invalid UTF-8', Uint8Array.from([0xc3, 0x28, 0x3c, 0x73, 0x76, 0x67]), ALL, 'UPLOAD_TYPE_NOT_ALLOWED'],
    ['a truncated PNG signature', PNG.subarray(0, 4), ALL, 'UPLOAD_TYPE_NOT_ALLOWED'],
    ['malformed SVG', Buffer.from('<svg><g></svg>'), ALL, 'UPLOAD_TYPE_NOT_ALLOWED'],
  ] as const)('refuses %s', (_label, bytes, allowed, code) => {
    const result = checkUpload({ bytes, fileName: 'upload.png', allowed, maxBytes: 1024 });
    expect(result).toMatchObject({ ok: false, code });
  });

  it('reports what it detected and what is allowed', () => {
    const result = checkUpload({ bytes: PNG, fileName: 'x.pdf', allowed: ['pdf'], maxBytes: 100 });
    expect(result).toEqual({
      ok: false,
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
      details: { fileName: 'x.pdf', detected: 'png', allowed: ['pdf'] },
    });
  });

  it('reports size and limit when too large', () => {
    const result = checkUpload({ bytes: PNG, fileName: 'x.png', allowed: ALL, maxBytes: 8 });
    expect(result).toMatchObject({ ok: false, code: 'UPLOAD_TOO_LARGE', details: { size: 16, maxBytes: 8 } });
  });

  it('returns sanitised bytes for SVG and the input unchanged otherwise', () => {
    const hostile = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>x()</script></svg>',
    );
    const svg = checkUpload({ bytes: hostile, fileName: 'p.svg', allowed: ALL, maxBytes: 1024 });
    expect(svg.ok && Buffer.from(svg.bytes).toString()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    );
    const png = checkUpload({ bytes: PNG, fileName: 'p.png', allowed: ALL, maxBytes: 1024 });
    expect(png.ok && png.bytes).toBe(PNG);
  });
});

describe('withExtension', () => {
  it.each([
    ['plan.pdf', 'png', 'plan.png'],
    ['car.JPEG', 'jpg', 'car.jpg'],
    ['notice', 'pdf', 'notice.pdf'],
    ['a.b.c', 'svg', 'a.b.svg'],
  ] as const)('%s as %s -> %s', (name, type, expected) => {
    expect(withExtension(name, type)).toBe(expected);
  });
});
