import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type ErrorReply } from '../../../test/http-client';
import { OTHER_ADMIN, seedOtherTenant } from '../../../test/other-tenant';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

/** Issue 10 point 1: a vehicle's picture, uploaded (png/jpg by content, size-limited) or a default. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);
const VEHICLE = '00000000-0000-4000-8201-000000000001';
type Change = { changed: boolean; vehicle: { imageFile: string | null } };

function upload(s: TestServer, cookie: string, vehicleId: string, name: string, bytes: Buffer, lang = 'de') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return fetch(`${s.base}/api/v1/vehicles/${vehicleId}/image`, {
    method: 'POST',
    headers: { cookie, origin: s.base, 'accept-language': lang },
    body: form,
  });
}

describe('vehicle pictures', () => {
  let s: TestServer;
  let storageDir = '';
  let fleet = '';
  beforeAll(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-vehicle-image-'));
    s = await startTestServer({ STORAGE_DIR: storageDir, UPLOAD_MAX_BYTES: '2048' });
    fleet = await signIn(s.base, 'fleet@demo.example');
  });
  afterAll(async () => {
    await s?.stop();
    await fs.rm(storageDir, { recursive: true, force: true });
  });

  it('stores an uploaded PNG as the picture, serves it and records the change', async () => {
    const res = await upload(s, fleet, VEHICLE, 'Mein Auto.png', PNG);
    expect(res.status).toBe(200);
    const change = (await res.json()) as Change;
    expect(change.changed).toBe(true);
    expect(change.vehicle.imageFile).toBe('Mein-Auto.png');
    const booker = await signIn(s.base, 'booker@demo.example');
    const image = await fetch(`${s.base}/api/v1/vehicles/${VEHICLE}/image`, { headers: { cookie: booker } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const history = await client(s.base, fleet).get<{ description: string }[]>(
      `/api/v1/vehicles/${VEHICLE}/history`,
    );
    expect(history.body.some((e) => e.description.includes('Mein-Auto.png'))).toBe(true);
  });

  it('refuses a file that is no png or jpg by its content (422, translated)', async () => {
    const res = await upload(s, fleet, VEHICLE, 'car.png', Buffer.from('GIF89a not a png at all'), 'en');
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorReply;
    expect(body.error.code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(body.error.message).toMatch(/^Error uploading the file/);
    expect(body.error.details.field).toBe('imageFile');
  });

  it('refuses a file over the size limit (422)', async () => {
    const res = await upload(s, fleet, VEHICLE, 'big.png', Buffer.concat([PNG, Buffer.alloc(4096)]));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorReply).error.code).toBe('UPLOAD_TOO_LARGE');
  });

  it('refuses users without fahrzeug_pflege (403) and other tenants (404)', async () => {
    const booker = await signIn(s.base, 'booker@demo.example');
    expect((await upload(s, booker, VEHICLE, 'a.png', PNG)).status).toBe(403);
    expect((await client(s.base, booker).get('/api/v1/vehicle-images/defaults')).status).toBe(403);
    await seedOtherTenant(s.db.pool);
    const other = await signIn(s.base, OTHER_ADMIN);
    expect((await upload(s, other, VEHICLE, 'a.png', PNG)).status).toBe(404);
    const image = await fetch(`${s.base}/api/v1/vehicles/${VEHICLE}/image`, { headers: { cookie: other } });
    expect(image.status).toBe(404);
  });

  it('offers the default pictures; choosing one is an ordinary change of imageFile', async () => {
    const api = client(s.base, fleet);
    const defaults = await api.get<{ fileName: string; url: string }[]>('/api/v1/vehicle-images/defaults');
    expect(defaults.body.map((d) => d.fileName)).toContain('van.svg');
    const van = defaults.body.find((d) => d.fileName === 'van.svg');
    const served = await fetch(`${s.base}${van?.url}`, { headers: { cookie: fleet } });
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('<svg');
    const change = await api.patch<Change>(`/api/v1/vehicles/${VEHICLE}`, { imageFile: 'van.svg' });
    expect(change.body.vehicle.imageFile).toBe('van.svg');
    const image = await fetch(`${s.base}/api/v1/vehicles/${VEHICLE}/image`, { headers: { cookie: fleet } });
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it("refuses a picture that is not in the tenant's bucket (422 at the field)", async () => {
    const res = await client(s.base, fleet, 'en').patch<ErrorReply>(`/api/v1/vehicles/${VEHICLE}`, {
      imageFile: 'not-there.png',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VEHICLE_IMAGE_UNKNOWN');
    expect(res.body.error.details.field).toBe('imageFile');
    expect(res.body.error.message).toContain('not-there.png');
  });
});
