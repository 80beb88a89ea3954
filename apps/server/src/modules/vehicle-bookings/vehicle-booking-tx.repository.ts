import type { BookingStatus } from '@buchbar/domain/booking/status';
import type { VehicleBusyPeriod } from '@buchbar/domain/fleet/availability';
import type { LicenceClass } from '@buchbar/domain/fleet/vehicle-constants';
import { VEHICLE_BLOCKING_STATUSES } from '@buchbar/domain/fleet/vehicle-constants';
import { xactLockStatement } from '../../platform/database/advisory-locks';
import { literal as lit, type Step } from '../../platform/database/batched-transaction';
import type { NewVehicleBooking } from './vehicle-bookings.repository';

/**
 * The vehicle booking hot path in two round trips (ADR 0008 "The lock per vehicle", like the seat
 * path of ADR 0005): `BEGIN; lock; vehicle; busy periods`, then `INSERT booking, approvers, mails,
 * jobs; COMMIT`. node-postgres sends one query at a time, so the statements of each step travel
 * together as one simple-protocol query; in READ COMMITTED every statement after the lock takes a
 * new snapshot, so the reads see every booking committed by whoever held the vehicle's lock before.
 *
 * Each function builds one Step for withBatchedTransaction (platform/database). Values are embedded
 * as escaped literals (pg.escapeLiteral): validated uuids, instants this server formatted, and the
 * booking's free-text fields (escaped like every literal, so any text is safe).
 */

/** What the booking rules and mails need of a vehicle, read under its lock. */
export type LockedVehicle = {
  vehicle: {
    id: string;
    active: boolean;
    validFrom: string | null;
    validTo: string | null;
    make: string;
    model: string;
    licencePlate: string;
    bookingWeekdays: number[];
    bookingFrom: string | null;
    bookingTo: string | null;
    bookingOutsideAllowed: boolean;
    /** Spec 3 "required licence class" (ADR 0011); absent where a caller does not read it. */
    requiredLicenceClass?: LicenceClass | null;
  };
  departmentIds: string[];
};

export type VehicleUnderLock = {
  /** undefined: no vehicle of that id in the tenant. */
  vehicle: LockedVehicle | undefined;
  /** The blocking bookings and blocks that can matter for the wanted period (as busyPeriods). */
  busy: VehicleBusyPeriod[];
};

type Q = {
  tenantId: string;
  vehicleId: string;
  from: Date;
  to: Date;
  gapMs: number;
  now: number;
};

const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
const iso = (d: Date | number) => lit(new Date(d).toISOString());
const BLOCKING = VEHICLE_BLOCKING_STATUSES.map((s) => lit(s)).join(', ');

/**
 * The vehicle's lock (serialises every booking change of the vehicle), then the vehicle with its
 * departments and its busy periods around the wanted period: the same rows as
 * vehicles.repository findBookableVehicle and vehicle-bookings.repository busyPeriods (overlapping
 * the period widened by the gap, plus every `aktiv` trip past its end when the period starts
 * before now + gap: it blocks until check-out, ADR 0008 gap 1). The step that opens the transaction.
 */
export function lockVehicleAndRead(q: Q): Step<VehicleUnderLock> {
  const vehicle = lit(q.vehicleId);
  const tenant = lit(q.tenantId);
  const lower = iso(q.from.getTime() - q.gapMs);
  const upper = iso(q.to.getTime() + q.gapMs);
  // The occupied period: from an early check-in's actual start (migration 0012).
  const overlapping = `tstzrange(coalesce(occupied_from, start_at), end_at, '[)') && tstzrange(${lower}, ${upper}, '[)')`;
  const overrunning =
    q.now + q.gapMs > q.from.getTime()
      ? ` or (status = 'aktiv' and end_at < ${iso(q.now)} and coalesce(occupied_from, start_at) < ${upper})`
      : '';
  return {
    statements: [
      xactLockStatement('vehicle', q.vehicleId),
      `select v.id, v.active, v.valid_from::text as valid_from, v.valid_to::text as valid_to, v.make, v.model,
              v.licence_plate, v.booking_weekdays::int[] as booking_weekdays, v.booking_from::text as booking_from,
              v.booking_to::text as booking_to, v.booking_outside_allowed, v.required_licence_class,
              coalesce((select array_agg(d.department_id::text order by d.department_id)
                          from vehicle_departments d where d.vehicle_id = v.id), '{}') as department_ids
         from vehicles v where v.tenant_id = ${tenant} and v.id = ${vehicle}`,
      `select id, ${ms('coalesce(occupied_from, start_at)')} as start_ms, ${ms('end_at')} as end_ms, status, type from vehicle_bookings
        where tenant_id = ${tenant} and vehicle_id = ${vehicle} and status in (${BLOCKING})
          and (${overlapping}${overrunning})`,
    ],
    read: ([, vehicleRes, busyRes]) => {
      const v = vehicleRes?.rows[0];
      return {
        vehicle: v && {
          vehicle: {
            id: v.id,
            active: v.active,
            validFrom: v.valid_from,
            validTo: v.valid_to,
            make: v.make,
            model: v.model,
            licencePlate: v.licence_plate,
            bookingWeekdays: v.booking_weekdays,
            bookingFrom: v.booking_from,
            bookingTo: v.booking_to,
            bookingOutsideAllowed: v.booking_outside_allowed,
            requiredLicenceClass: v.required_licence_class,
          },
          departmentIds: v.department_ids,
        },
        busy: (busyRes?.rows ?? []).map((b) => ({
          id: b.id,
          start: b.start_ms,
          end: b.end_ms,
          status: b.status as BookingStatus,
          type: b.type,
        })),
      };
    },
  };
}

/**
 * Inserts the booking (type BUCHUNG) and its approvers; `more` are statements of other modules
 * that join the same round trip (the outbox's mail rows and jobs). `id` is chosen by the caller
 * (a random uuid) so the approver rows travel with the insert. Returns the stored id and creation time. The service sends it with BatchedTx.commitWith (COMMIT in the same round trip).
 */
export function insertVehicleBooking(
  id: string,
  b: NewVehicleBooking,
  approverIds: readonly string[],
  more: readonly string[] = [],
): Step<{ id: string; createdAt: Date }> {
  const inserted = `insert into vehicle_bookings (id, tenant_id, vehicle_id, type, status, start_at, end_at, booker_id, driver_id,
       reason, destination, stopover, passengers, contact, detour, information, needs_approval)
     values (${lit(id)}, ${lit(b.tenantId)}, ${lit(b.vehicleId)}, 'BUCHUNG', ${lit(b.status)}, ${iso(b.startAt)}, ${iso(b.endAt)},
             ${lit(b.bookerId)}, ${b.driverId === null ? 'null' : lit(b.driverId)}, ${lit(b.reason)}, ${lit(b.destination)}, ${lit(b.stopover)},
             ${lit(b.passengers)}, ${lit(b.contact)}, ${lit(b.detour)}, ${lit(b.information)}, ${b.needsApproval ? 'true' : 'false'})
     returning id, created_at`;
  const approvers =
    approverIds.length === 0
      ? []
      : [
          `insert into vehicle_booking_approvers (tenant_id, booking_id, user_id)
             select ${lit(b.tenantId)}, ${lit(id)}, u
               from unnest(array[${approverIds.map((a) => lit(a)).join(', ')}]::text[]) u`,
        ];
  return {
    statements: [inserted, ...approvers, ...more],
    read: ([res]) => {
      const row = res?.rows[0];
      if (!row) throw new Error('insert into vehicle_bookings returned no row');
      return { id: row.id, createdAt: new Date(row.created_at) };
    },
  };
}
