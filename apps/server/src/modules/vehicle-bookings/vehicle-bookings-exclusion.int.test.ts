import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { databaseRefusal } from '../../platform/http/database-errors';
import './vehicle-bookings.messages';

/**
 * ADR 0008 / issue 10 point 6: the database itself refuses two overlapping blocking bookings of
 * one vehicle (exclusion constraint vehicle_bookings_no_overlap, SQLSTATE 23P01), whatever code
 * path writes them.
 */
describe('vehicle_bookings: no overlapping blocking bookings of one vehicle', () => {
  let db: TestDatabase;
  const tenant = '10000000-0000-4000-8000-000000000001';
  const vehicle = '10000000-0000-4000-8000-000000000002';
  const other = '10000000-0000-4000-8000-000000000003';

  beforeAll(async () => {
    db = await createTestDatabase();
    const q = (sql: string) => db.pool.query(sql);
    await q(`insert into tenants (id, name, key) values ('${tenant}', 'T', 't')`);
    await q(
      `insert into users (id, name, email, email_verified, tenant_id, first_name, last_name, created_at, updated_at)
       values ('u1', 'U', 'u@t.example', true, '${tenant}', 'U', 'One', now(), now())`,
    );
    await q(
      `insert into locations (id, tenant_id, name) values ('10000000-0000-4000-8000-000000000009', '${tenant}', 'L')`,
    );
    for (const [id, plate] of [
      [vehicle, 'T-1'],
      [other, 'T-2'],
    ])
      await q(
        `insert into vehicles (id, tenant_id, location_id, make, model, licence_plate, fuel_type, gearbox)
         values ('${id}', '${tenant}', '10000000-0000-4000-8000-000000000009', 'VW', 'Golf', '${plate}', 'BENZIN', 'MANUELL')`,
      );
  });
  afterAll(async () => db?.drop());

  const insert = async (
    start: string,
    end: string,
    status = 'reserviert',
    vehicleId = vehicle,
    type = 'BUCHUNG',
  ): Promise<string | null> => {
    try {
      await db.pool.query(
        `insert into vehicle_bookings (tenant_id, vehicle_id, type, status, start_at, end_at, booker_id, driver_id)
         values ($1, $2, $3, $4, $5, $6, 'u1', 'u1')`,
        [tenant, vehicleId, type, status, start, end],
      );
      return null;
    } catch (err) {
      const { code, constraint } = err as { code?: string; constraint?: string };
      return `${code} ${constraint}`;
    }
  };

  it('refuses a second blocking booking that overlaps (23P01), for every blocking status', async () => {
    expect(await insert('2030-01-07T08:00:00Z', '2030-01-07T10:00:00Z')).toBeNull();
    for (const status of ['vorgemerkt', 'reserviert', 'aktiv'])
      expect(await insert('2030-01-07T09:00:00Z', '2030-01-07T11:00:00Z', status)).toBe(
        '23P01 vehicle_bookings_no_overlap',
      );
    // A block (maintenance) is a row of the same table and is refused the same way.
    expect(
      await insert('2030-01-07T07:00:00Z', '2030-01-07T08:30:00Z', 'reserviert', vehicle, 'WARTUNG'),
    ).toBe('23P01 vehicle_bookings_no_overlap');
  });

  it('the refusal answers 409 VEHICLE_ALREADY_BOOKED, never a 500', async () => {
    const err = await db.pool
      .query(
        `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id)
         values ($1, $2, 'reserviert', '2030-01-07T09:30:00Z', '2030-01-07T09:45:00Z', 'u1')`,
        [tenant, vehicle],
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(databaseRefusal(err)).toMatchObject({
      status: 409,
      code: 'VEHICLE_ALREADY_BOOKED',
      details: { constraint: 'vehicle_bookings_no_overlap' },
    });
  });

  it('accepts a half-open touch (end == start) on either side', async () => {
    expect(await insert('2030-01-07T10:00:00Z', '2030-01-07T11:00:00Z')).toBeNull();
    expect(await insert('2030-01-07T07:00:00Z', '2030-01-07T08:00:00Z', 'vorgemerkt')).toBeNull();
  });

  it('accepts overlapping rows that are cancelled, completed or closed, and other vehicles', async () => {
    for (const status of ['storniert', 'durchgefuehrt', 'verschlossen'])
      expect(await insert('2030-01-07T08:30:00Z', '2030-01-07T09:30:00Z', status)).toBeNull();
    expect(await insert('2030-01-07T08:30:00Z', '2030-01-07T09:30:00Z', 'aktiv', other)).toBeNull();
  });

  it('refuses turning a cancelled overlapping booking back into a blocking one', async () => {
    const { rows } = await db.pool.query<{ id: string }>(
      `select id from vehicle_bookings where vehicle_id = $1 and status = 'storniert' limit 1`,
      [vehicle],
    );
    await expect(
      db.pool.query(`update vehicle_bookings set status = 'reserviert' where id = $1`, [rows[0]?.id]),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('refuses an end not after the start (vehicle_bookings_period_ck)', async () => {
    expect(await insert('2030-02-01T10:00:00Z', '2030-02-01T10:00:00Z')).toBe(
      '23514 vehicle_bookings_period_ck',
    );
  });
});
