import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/http-client';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';
import { seedUserWithRole } from '../../../test/user-fixtures';

const TENANT = '00000000-0000-4000-8000-000000000001';
const READING_ROOM = '00000000-0000-4000-8101-000000000001';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>';
const DATE = '2026-11-24';

async function uploadPlanImage(base: string, cookie: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([SVG], { type: 'image/svg+xml' }), name);
  const res = await fetch(`${base}/api/v1/files/floor-plans`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { fileName: string }).fileName;
}

/** A user of the demo tenant holding exactly the given permissions. */
async function userWith(s: TestServer, id: string, permissions: string[]): Promise<string> {
  const email = `${id}@demo.example`;
  await seedUserWithRole(
    s.db.pool,
    TENANT,
    { id, email, firstName: id, lastName: 'Test' },
    {
      id: `00000000-0000-4000-8f02-${String(permissions.length).padStart(12, '0')}`,
      name: `Nur ${permissions.join(', ')}`,
      permissions,
    },
  );
  return signIn(s.base, email);
}

describe('inactive floor plans and floor-plan images', () => {
  let s: TestServer;
  let storageDir = '';
  let admin = '';
  let booker = '';
  let seatsAdmin = '';
  let hiddenPlan = '';
  let hiddenSeat = '';
  let hiddenImage = '';
  let spareImage = '';

  beforeAll(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-plans-'));
    s = await startTestServer({ STORAGE_DIR: storageDir });
    admin = await signIn(s.base, 'admin@demo.example');
    booker = await signIn(s.base, 'booker@demo.example');
    seatsAdmin = await userWith(s, 'seats-admin', ['ausstattungs_pflege']);
    hiddenImage = await uploadPlanImage(s.base, admin, 'geheim.svg');
    spareImage = await uploadPlanImage(s.base, admin, 'entwurf.svg');
    const plan = await client(s.base, admin).post<{ id: string }>('/api/v1/spaces/lesesaal/floor-plans', {
      name: 'Geheim',
      active: false,
      imageFile: hiddenImage,
    });
    expect(plan.status).toBe(201);
    hiddenPlan = plan.body.id;
    const seat = await client(s.base, admin).post<{ id: string }>('/api/v1/spaces/lesesaal/seats', {
      floorPlanId: hiddenPlan,
      label: 'G1',
    });
    expect(seat.status).toBe(201);
    hiddenSeat = seat.body.id;
  });
  afterAll(async () => {
    await s?.stop();
    if (storageDir) await fs.rm(storageDir, { recursive: true, force: true });
  });

  const reads = () => ({
    list: '/api/v1/spaces/lesesaal/floor-plans',
    seats: `/api/v1/spaces/lesesaal/seats?floorPlanId=${hiddenPlan}`,
    favourites: `/api/v1/spaces/lesesaal/seats?ids=${hiddenSeat}`,
    map: `/api/v1/spaces/lesesaal/floor-plans/${hiddenPlan}/map?date=${DATE}`,
    hours: `/api/v1/spaces/lesesaal/floor-plans/${hiddenPlan}/opening-hours`,
    image: `/api/v1/files/floor-plans/demo/${hiddenImage}`,
  });

  it('are not readable by a non-admin: not listed, seats, map, opening hours and image answer 404', async () => {
    const c = client(s.base, booker);
    const r = reads();
    const list = await c.get<{ id: string }[]>(r.list);
    expect(list.status).toBe(200);
    expect(list.body.map((p) => p.id)).toContain(READING_ROOM);
    expect(list.body.map((p) => p.id)).not.toContain(hiddenPlan);
    expect((await c.get(r.seats)).status).toBe(404);
    expect(await c.get(r.favourites)).toEqual({ status: 200, body: [] });
    const map = await c.get<{ error: { code: string } }>(r.map);
    expect(map.status).toBe(404);
    expect(map.body.error.code).toBe('NOT_FOUND');
    // The schedule needs oeffnungszeiten_pflege whatever the plan (issue 22 point 4).
    expect((await c.get(r.hours)).status).toBe(403);
    expect((await fetch(`${s.base}${r.image}`, { headers: { cookie: booker } })).status).toBe(404);
    // A file that no plan shows yet is not for non-admins either; active plans' images are.
    const spare = `${s.base}/api/v1/files/floor-plans/demo/${spareImage}`;
    expect((await fetch(spare, { headers: { cookie: booker } })).status).toBe(404);
    const active = `${s.base}/api/v1/files/floor-plans/demo/reading-room.svg`;
    expect((await fetch(active, { headers: { cookie: booker } })).status).toBe(200);
  });

  it.each([
    ['object care', () => admin],
    ['equipment care', () => seatsAdmin],
  ])('stay readable for %s', async (who, cookieOf) => {
    const c = client(s.base, cookieOf());
    const r = reads();
    const list = await c.get<{ id: string }[]>(r.list);
    expect(list.body.map((p) => p.id)).toContain(hiddenPlan);
    expect((await c.get<unknown[]>(r.seats)).body).toHaveLength(1);
    expect((await c.get<unknown[]>(r.favourites)).body).toHaveLength(1);
    expect((await c.get(r.map)).status).toBe(200);
    // The schedule itself only for opening-hours care (issue 22 point 4).
    expect((await c.get(r.hours)).status).toBe(who === 'object care' ? 200 : 403);
    expect((await fetch(`${s.base}${r.image}`, { headers: { cookie: cookieOf() } })).status).toBe(200);
    const spare = `${s.base}/api/v1/files/floor-plans/demo/${spareImage}`;
    expect((await fetch(spare, { headers: { cookie: cookieOf() } })).status).toBe(200);
  });

  it('a kiosk token reads only the image of its own (active) floor plan', async () => {
    const tokenFor = async (planId: string) => {
      const res = await client(s.base, admin).post<{ token: string }>(
        `/api/v1/spaces/lesesaal/floor-plans/${planId}/kiosk-tokens`,
        { name: 'Foyer' },
      );
      expect(res.status).toBe(201);
      return res.body.token;
    };
    const file = (bucket: string, name: string, token: string) =>
      fetch(`${s.base}/api/v1/files/${bucket}/demo/${name}?token=${encodeURIComponent(token)}`).then(
        (r) => r.status,
      );
    const token = await tokenFor(READING_ROOM);
    const map = await fetch(`${s.base}/api/v1/kiosk/map?date=${DATE}`, {
      headers: { 'x-kiosk-token': token },
    });
    expect(map.status).toBe(200);
    expect(((await map.json()) as { floorPlan: { imageUrl: string } }).floorPlan.imageUrl).toBe(
      '/api/v1/files/floor-plans/demo/reading-room.svg',
    );
    expect(await file('floor-plans', 'reading-room.svg', token)).toBe(200);
    expect(await file('floor-plans', 'work-floor.svg', token)).toBe(404);
    expect(await file('floor-plans', hiddenImage, token)).toBe(404);
    expect(await file('floor-plans', spareImage, token)).toBe(404);
    expect(await file('vehicles', 'van.svg', token)).toBe(404);
    // Public buckets stay public.
    expect(await file('logos', 'buchbar-logo.svg', token)).toBe(200);

    // A kiosk of an inactive plan shows nothing of it.
    const hiddenToken = await tokenFor(hiddenPlan);
    const hiddenMap = await fetch(`${s.base}/api/v1/kiosk/map?date=${DATE}`, {
      headers: { 'x-kiosk-token': hiddenToken },
    });
    expect(hiddenMap.status).toBe(404);
    expect(await file('floor-plans', hiddenImage, hiddenToken)).toBe(404);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example/plan',
  ])('refuses the plan link %s (400, field link) on create and update', async (link) => {
    const c = client(s.base, admin, 'en');
    const created = await c.post<{ error: { code: string; details: { fields: { path: string }[] } } }>(
      '/api/v1/spaces/lesesaal/floor-plans',
      { name: `Link ${link.slice(0, 10)}`, link },
    );
    expect(created.status).toBe(400);
    expect(created.body.error.code).toBe('VALIDATION_FAILED');
    expect(created.body.error.details.fields.map((f) => f.path)).toEqual(['body.link']);
    const updated = await c.put(`/api/v1/spaces/lesesaal/floor-plans/${hiddenPlan}`, {
      name: 'Geheim',
      active: false,
      imageFile: hiddenImage,
      link,
    });
    expect(updated.status).toBe(400);
  });

  it('accepts http(s) links and never hands out a stored link of another scheme', async () => {
    const c = client(s.base, admin);
    const ok = await c.put<{ link: string | null }>(`/api/v1/spaces/lesesaal/floor-plans/${hiddenPlan}`, {
      name: 'Geheim',
      active: false,
      imageFile: hiddenImage,
      link: 'https://intranet.example/lesesaal?etage=1',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.link).toBe('https://intranet.example/lesesaal?etage=1');
    // A link stored before the check (older data) is withheld.
    await s.db.pool.query("update floor_plans set link = 'javascript:alert(1)' where id = $1", [hiddenPlan]);
    const list = await c.get<{ id: string; link: string | null }[]>('/api/v1/spaces/lesesaal/floor-plans');
    expect(list.body.find((p) => p.id === hiddenPlan)?.link).toBeNull();
  });
});
