import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, type ErrorReply, signedIn } from '../../../test/http-client';
import { useTestServer } from '../../../test/test-server';

type Location = { id: string; name: string; parkingSpaces: number };

describe('locations: their own module, shared by floor plans (and vehicles)', () => {
  const s = useTestServer();
  let admin: Client;
  let booker: Client;
  beforeAll(async () => {
    admin = await signedIn(s, 'admin@demo.example');
    booker = await signedIn(s, 'booker@demo.example');
  });

  it('creates, renames, lists and deletes a location; a taken name is 409 in both languages', async () => {
    const created = await admin.post<Location>('/api/v1/locations', { name: 'Lager Nord', parkingSpaces: 4 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Lager Nord', parkingSpaces: 4 });
    const renamed = await admin.put<Location>(`/api/v1/locations/${created.body.id}`, {
      name: 'Lager Süd',
      parkingSpaces: 2,
    });
    expect(renamed.body).toEqual({ id: created.body.id, name: 'Lager Süd', parkingSpaces: 2 });
    expect((await booker.get<Location[]>('/api/v1/locations')).body).toContainEqual(renamed.body);

    const clash = await admin.post<ErrorReply>('/api/v1/locations', { name: 'Lager Süd', parkingSpaces: 0 });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: 'LOCATION_NAME_TAKEN', details: { name: 'Lager Süd' } });
    expect(clash.body.error.message).toBe('Einen Standort „Lager Süd“ gibt es bereits.');
    const en = await signedIn(s, 'admin@demo.example', 'en');
    expect(
      (await en.post<ErrorReply>('/api/v1/locations', { name: 'Lager Süd', parkingSpaces: 0 })).body.error
        .message,
    ).toBe('A location "Lager Süd" exists already.');

    expect((await admin.del(`/api/v1/locations/${created.body.id}`)).status).toBe(204);
    expect((await admin.del(`/api/v1/locations/${created.body.id}`)).status).toBe(404);
  });

  it('changing locations needs object care; reading does not', async () => {
    expect((await booker.get('/api/v1/locations')).status).toBe(200);
    const refused = await booker.post<ErrorReply>('/api/v1/locations', { name: 'Gast', parkingSpaces: 0 });
    expect(refused.status).toBe(403);
  });

  it('a floor plan refers only to a location of the tenant (spaces asks the locations front door)', async () => {
    const plan = await admin.post<ErrorReply>('/api/v1/spaces/arbeitswelt/floor-plans', {
      name: 'Ohne Standort',
      locationId: randomUUID(),
    });
    expect(plan.status).toBe(422);
    expect(plan.body.error.code).toBe('UNKNOWN_LOCATION');
    expect(plan.body.error.message).toBe('Diesen Standort gibt es nicht.');
  });
});
