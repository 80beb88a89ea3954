import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-server';
import { signIn, startSecondServer, startTestServer, type TestServer } from '../../../test/test-server';
import type { RunningServer } from '../../server';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => s3?.stop());

/** Without STORAGE_URL/STORAGE_DIR an external DATABASE_URL means the PostgreSQL backend. */
const SETUPS: Array<[string, () => Record<string, string>]> = [
  ['postgres (the default with DATABASE_URL)', () => ({})],
  ['s3', () => ({ STORAGE_URL: s3.storageUrl('instances') })],
];

describe.each(SETUPS)('two app instances on one database, files in %s', (label, env) => {
  let a: TestServer;
  let b: RunningServer;
  let baseB: string;
  beforeAll(async () => {
    a = await startTestServer(env());
    b = await startSecondServer(a, { INSTANCE_ID: 'instance-b', ...env() });
    baseB = b.url.replace('0.0.0.0', '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('each instance names itself in /readyz', async () => {
    const [ra, rb] = await Promise.all([fetch(`${a.base}/readyz`), fetch(`${baseB}/readyz`)]);
    expect(await rb.json()).toMatchObject({ status: 'ok', instance: 'instance-b' });
    const idA = ((await ra.json()) as { instance: string }).instance;
    expect(idA).toMatch(/-\d+-[0-9a-f]{6}$/);
    expect(idA).not.toBe('instance-b');
  });

  it('a file uploaded through instance A is served by instance B, to its own tenant only', async () => {
    const admin = await signIn(a.base, 'platform@demo.example');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'Shared Car.png');
    const up = await fetch(`${a.base}/api/v1/files/vehicles`, {
      method: 'POST',
      headers: { cookie: admin, origin: a.base },
      body: form,
    });
    expect(up.status).toBe(201);
    const { tenantKey, fileName } = (await up.json()) as { tenantKey: string; fileName: string };

    const url = `${baseB}/api/v1/files/vehicles/${tenantKey}/${fileName}`;
    const booker = await signIn(baseB, 'booker@demo.example');
    const res = await fetch(url, { headers: { cookie: booker } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), PNG)).toBe(0);
    const inTable = await a.db.pool.query(
      'select count(*)::int as n from stored_files where file_name = $1',
      [fileName],
    );
    expect(inTable.rows[0].n).toBe(label.startsWith('postgres') ? 1 : 0);
    // not public, and not another tenant's
    expect((await fetch(url)).status).toBe(404);
    expect(
      (await fetch(`${baseB}/api/v1/files/vehicles/other/${fileName}`, { headers: { cookie: booker } }))
        .status,
    ).toBe(404);
  });

  it('the default assets one instance seeded are served by the other', async () => {
    const res = await fetch(`${baseB}/api/v1/files/privacy/default/privacy-notice.pdf`);
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
