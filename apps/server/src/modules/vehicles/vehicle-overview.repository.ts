import type { BookingStatus } from '@buchbar/domain/booking/status';
import type { VehicleBookingType } from '@buchbar/domain/fleet/vehicle-constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export type OverviewVehicleRow = {
  id: string;
  make: string;
  model: string;
  licence_plate: string;
  location_id: string;
  location_name: string;
};

/** The tenant's active vehicles with their location, by location name, make, model, plate. */
export async function overviewVehicles(db: Db, tenantId: string): Promise<OverviewVehicleRow[]> {
  const result = await db.execute<OverviewVehicleRow>(sql`
    select v.id, v.make, v.model, v.licence_plate, l.id as location_id, l.name as location_name
      from vehicles v
      join locations l on l.id = v.location_id and l.tenant_id = v.tenant_id
     where v.tenant_id = ${tenantId} and v.active
     order by l.name, v.make, v.model, v.licence_plate, v.id`);
  return result.rows;
}

/** Whether the location belongs to the tenant (another tenant's id is unknown: 404). */
export async function locationExists(db: Db, tenantId: string, locationId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from locations where tenant_id = ${tenantId} and id = ${locationId}`,
  );
  return result.rows.length > 0;
}

export type OverviewBookingRow = {
  id: string;
  vehicle_id: string;
  type: VehicleBookingType;
  status: BookingStatus;
  start_ms: number;
  end_ms: number;
  needs_approval: boolean;
  destination: string;
  reason: string;
  driver_name: string | null;
  guest_name: string | null;
  checked_in_ms: number | null;
  checked_out_ms: number | null;
  approvers: { userId: string; approved: boolean }[];
};

/**
 * Every booking and block of the tenant's active vehicles (of one location) that can show in
 * [from, to), in one query: planned overlap, every running trip that started before `to` (a late
 * one holds the car past its end), and completed trips whose CHECK_OUT lies in the window. The
 * actual times come from the CHECK_IN/CHECK_OUT history entries, the approvers as a JSON list.
 * Cancelled and closed bookings are not shown. The caller decides the exact overlap of what a
 * bar shows (overviewEntryState).
 */
export async function overviewBookings(
  db: Db,
  tenantId: string,
  from: Date,
  to: Date,
  locationId: string | undefined,
): Promise<OverviewBookingRow[]> {
  // Instants go in as ISO text and come out as epoch milliseconds (raw rows bypass Drizzle's mapping).
  const fromText = from.toISOString();
  const toText = to.toISOString();
  const result = await db.execute<OverviewBookingRow>(sql`
    select b.id, b.vehicle_id, b.type, b.status, b.needs_approval,
           (extract(epoch from b.start_at) * 1000)::float8 as start_ms,
           (extract(epoch from b.end_at) * 1000)::float8 as end_ms,
           (extract(epoch from h.checked_in_at) * 1000)::float8 as checked_in_ms,
           (extract(epoch from h.checked_out_at) * 1000)::float8 as checked_out_ms,
           b.destination, b.reason, d.name as driver_name, b.guest_name,
           coalesce(a.approvers, '[]'::json) as approvers
      from vehicle_bookings b
      join vehicles v on v.id = b.vehicle_id and v.tenant_id = b.tenant_id
      left join users d on d.id = b.driver_id
      left join lateral (
        select min(e.created_at) filter (where e.type = 'CHECK_IN') as checked_in_at,
               max(e.created_at) filter (where e.type = 'CHECK_OUT') as checked_out_at
          from vehicle_history e
         where e.booking_id = b.id and e.type in ('CHECK_IN', 'CHECK_OUT')
      ) h on true
      left join lateral (
        select json_agg(json_build_object('userId', r.user_id, 'approved', r.approved)) as approvers
          from vehicle_booking_approvers r
         where r.booking_id = b.id
      ) a on true
     where b.tenant_id = ${tenantId}
       and v.active
       and (${locationId ?? null}::uuid is null or v.location_id = ${locationId ?? null}::uuid)
       and b.status in ('vorgemerkt', 'reserviert', 'aktiv', 'durchgefuehrt')
       -- an early check-in starts the trip before its planned start (the window opens before it)
       and b.start_at < ${toText}::timestamptz + interval '1 day'
       and least(b.start_at, h.checked_in_at) < ${toText}::timestamptz
       and (b.end_at > ${fromText}::timestamptz
            or b.status = 'aktiv'
            or (b.status = 'durchgefuehrt' and h.checked_out_at > ${fromText}::timestamptz))
     order by b.vehicle_id, b.start_at, b.id`);
  return result.rows;
}
