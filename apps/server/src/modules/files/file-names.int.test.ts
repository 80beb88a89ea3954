import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);

/** A hand-made multipart body, so the file name reaches the server byte for byte (no client escaping). */
function multipart(dispositionParams: Buffer) {
  const boundary = '----buchbar-names';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; `),
      dispositionParams,
      Buffer.from('\r\nContent-Type: image/png\r\n\r\n'),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

type Stored = { fileName: string };

describe('uploaded file names', () => {
  let s: TestServer;
  let storageDir = '';
  let cookie = '';
  beforeAll(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-names-'));
    s = await startTestServer({ STORAGE_DIR: storageDir });
    cookie = await signIn(s.base, 'admin@demo.example');
  });
  afterAll(async () => {
    await s?.stop();
    await fs.rm(storageDir, { recursive: true, force: true });
  });

  const upload = async (params: Buffer) => {
    const { type, body } = multipart(params);
    return fetch(`${s.base}/api/v1/files/vehicles`, {
      method: 'POST',
      headers: { cookie, origin: s.base, 'content-type': type },
      body,
    });
  };

  it.each<[string, Buffer, string | RegExp]>([
    ['unicode', Buffer.from('filename="Grundriss Ärger – 2. OG 日本 🙂.png"'), 'Grundriss-Aerger-2.-OG.png'],
    ['quotes', Buffer.from('filename="plan \\"quoted\\".png"'), 'plan-quoted.png'],
    ['CR/LF', Buffer.from('filename="line\r\nbreak.png"'), /^line[\w.-]*\.png$/],
    ['NUL', Buffer.from('filename="nul\0byte.png"'), 'nul-byte.png'],
    ['control characters', Buffer.from('filename="a\x07\x1b[31m.png"'), 'a-31m.png'],
    ['slashes', Buffer.from('filename="a/b/c.png"'), 'c.png'],
    ['a Windows path with a dotted folder', Buffer.from('filename="C:\\\\Pl\xe4ne.v2\\\\auto"'), 'auto.png'],
    ['..', Buffer.from('filename="../../etc/passwd"'), 'passwd.png'],
    ['only ..', Buffer.from('filename=".."'), 'file.png'],
    ['only an extension', Buffer.from('filename=".png"'), /^[\w-]+\.png$/],
    ['empty', Buffer.from('filename=""'), 'file.png'],
    ['very long', Buffer.from(`filename="${'x'.repeat(5000)}.png"`), `${'x'.repeat(124)}.png`],
    ['very long without extension', Buffer.from(`filename="${'y'.repeat(300)}"`), `${'y'.repeat(124)}.png`],
    ['very long umlauts', Buffer.from(`filename="${'ä'.repeat(300)}.png"`), `${'ae'.repeat(62)}.png`],
    ['RFC 5987 filename*', Buffer.from("filename*=UTF-8''%E2%82%AC%20Plan.png"), 'Plan.png'],
    ['semicolons', Buffer.from('filename="a;b=c.png"'), 'a-b-c.png'],
  ])('%s: stored under a safe name that downloads with the same bytes', async (_label, params, expected) => {
    const res = await upload(params);
    expect(res.status).toBe(201);
    const { fileName } = (await res.json()) as Stored;
    if (typeof expected === 'string') expect(fileName).toBe(expected);
    else expect(fileName).toMatch(expected);
    expect(fileName).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/);

    const download = await fetch(`${s.base}/api/v1/files/vehicles/demo/${fileName}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe(
      `inline; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
  });

  it('refuses a name the multipart parser cannot read with a 400 in the uniform shape', async () => {
    const res = await upload(Buffer.from('filename="line\nbreak.png"'));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('UPLOAD_MISSING');
  });
});
