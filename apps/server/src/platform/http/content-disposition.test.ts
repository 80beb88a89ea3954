import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

/** What a client decodes from the header: the filename* value (RFC 5987). */
const decoded = (header: string) => decodeURIComponent(header.split("filename*=UTF-8''")[1] ?? '');

describe('contentDisposition', () => {
  it.each([
    ['plan.png', 'inline; filename="plan.png"; filename*=UTF-8\'\'plan.png', 'plan.png'],
    [
      'Grundriss Ärger – 2. OG.svg',
      'inline; filename="Grundriss Arger _ 2. OG.svg"; filename*=UTF-8\'\'Grundriss%20%C3%84rger%20%E2%80%93%202.%20OG.svg',
      'Grundriss Ärger – 2. OG.svg',
    ],
    [
      'say "hi".pdf',
      'inline; filename="say \\"hi\\".pdf"; filename*=UTF-8\'\'say%20%22hi%22.pdf',
      'say "hi".pdf',
    ],
    [
      'evil\r\nSet-Cookie: a=b.png',
      'inline; filename="evilSet-Cookie: a=b.png"; filename*=UTF-8\'\'evilSet-Cookie%3A%20a%3Db.png',
      'evilSet-Cookie: a=b.png',
    ],
    ['nul\0byte.png', 'inline; filename="nulbyte.png"; filename*=UTF-8\'\'nulbyte.png', 'nulbyte.png'],
    ['../../etc/passwd', 'inline; filename="passwd"; filename*=UTF-8\'\'passwd', 'passwd'],
    ['C:\\Pläne\\a.png', 'inline; filename="a.png"; filename*=UTF-8\'\'a.png', 'a.png'],
    ['', 'inline; filename="file"; filename*=UTF-8\'\'file', 'file'],
    [
      "it's (1)*.png",
      "inline; filename=\"it's (1)*.png\"; filename*=UTF-8''it%27s%20%281%29%2A.png",
      "it's (1)*.png",
    ],
  ])('%j', (name, header, clientSees) => {
    const value = contentDisposition(name);
    expect(value).toBe(header);
    expect(decoded(value)).toBe(clientSees);
    // Never anything a header cannot carry.
    expect(value).toMatch(/^[\x20-\x7e]+$/);
  });

  it('can ask for a download', () => {
    expect(contentDisposition('a.xlsx', 'attachment')).toMatch(/^attachment; filename="a.xlsx"/);
  });
});
