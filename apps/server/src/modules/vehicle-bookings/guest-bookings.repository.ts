import { vehicleBookings, vehicles } from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import type { BookingStatus } from '@buchbar/domain/booking/status';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { literal as lit } from '../../platform/database/batched-transaction';
import type { Db } from '../../platform/database/database';

/** The guest columns of a booking (migration 0009), only the token's hash (ADR 0009 gap 5). */
export type NewGuest = {
  name: string;
  email: string;
  notes: string;
  confirmed: boolean;
  tokenHash: string;
};

/**
 * The statement that sets the guest of a booking just inserted, for the same round trip of the
 * booking hot path (vehicle-booking-tx.repository insertVehicleBooking `more`); values are
 * escaped literals like every statement of a batched step.
 */
export function guestColumnsStatement(bookingId: string, g: NewGuest, at: Date): string {
  return `update vehicle_bookings
     set guest_name = ${lit(g.name)}, guest_email = ${lit(g.email)}, guest_notes = ${lit(g.notes)},
         guest_confirmed = ${g.confirmed ? 'true' : 'false'},
         guest_confirmed_at = ${g.confirmed ? lit(at.toISOString()) : 'null'},
         guest_token_hash = ${lit(g.tokenHash)}
   where id = ${lit(bookingId)}`;
}

const guestBookingColumns = {
  id: vehicleBookings.id,
  tenantId: vehicleBookings.tenantId,
  vehicleId: vehicleBookings.vehicleId,
  make: vehicles.make,
  model: vehicles.model,
  licencePlate: vehicles.licencePlate,
  status: vehicleBookings.status,
  startAt: vehicleBookings.startAt,
  endAt: vehicleBookings.endAt,
  bookerId: vehicleBookings.bookerId,
  bookerName: users.name,
  bookerEmail: users.email,
  guestName: vehicleBookings.guestName,
  guestEmail: vehicleBookings.guestEmail,
  guestNotes: vehicleBookings.guestNotes,
  guestConfirmed: vehicleBookings.guestConfirmed,
  guestConfirmedAt: vehicleBookings.guestConfirmedAt,
  guestTokenUsedAt: vehicleBookings.guestTokenUsedAt,
  cancelReason: vehicleBookings.cancelReason,
};

export type GuestBookingRow = {
  id: string;
  tenantId: string;
  vehicleId: string;
  make: string;
  model: string;
  licencePlate: string;
  status: BookingStatus;
  startAt: Date;
  endAt: Date;
  bookerId: string;
  bookerName: string;
  bookerEmail: string;
  guestName: string | null;
  guestEmail: string | null;
  guestNotes: string | null;
  guestConfirmed: boolean;
  guestConfirmedAt: Date | null;
  guestTokenUsedAt: Date | null;
  cancelReason: string | null;
};

/** The guest booking behind a token's hash, in any tenant (the link carries no tenant), or undefined. */
export async function findByTokenHash(db: Db, tokenHash: string): Promise<GuestBookingRow | undefined> {
  const [row] = await db
    .select(guestBookingColumns)
    .from(vehicleBookings)
    .innerJoin(vehicles, eq(vehicles.id, vehicleBookings.vehicleId))
    .innerJoin(users, eq(users.id, vehicleBookings.bookerId))
    .where(eq(vehicleBookings.guestTokenHash, tokenHash));
  return row;
}

/** The guest cancelled through the link: storniert, and the token used up (single use). */
export async function setCancelledByGuest(db: Db, id: string, reason: string, at: Date): Promise<void> {
  await db
    .update(vehicleBookings)
    .set({
      status: 'storniert',
      cancelledAt: at,
      cancelledBy: null,
      cancelReason: reason,
      guestTokenUsedAt: at,
    })
    .where(eq(vehicleBookings.id, id));
}

/** The guest confirmed: confirmed with its time, and the booking's status as decided. */
export async function setConfirmedByGuest(
  db: Db,
  id: string,
  status: BookingStatus,
  at: Date,
): Promise<void> {
  await db
    .update(vehicleBookings)
    .set({ status, guestConfirmed: true, guestConfirmedAt: at })
    .where(eq(vehicleBookings.id, id));
}

/** The guest bookings a staff member made that end after `since`, by start (the sidebar). */
export async function listGuestBookingsOf(
  db: Db,
  tenantId: string,
  bookerId: string,
  since: Date,
): Promise<GuestBookingRow[]> {
  return db
    .select(guestBookingColumns)
    .from(vehicleBookings)
    .innerJoin(vehicles, eq(vehicles.id, vehicleBookings.vehicleId))
    .innerJoin(users, eq(users.id, vehicleBookings.bookerId))
    .where(
      and(
        eq(vehicleBookings.tenantId, tenantId),
        eq(vehicleBookings.bookerId, bookerId),
        eq(vehicleBookings.type, 'BUCHUNG'),
        isNotNull(vehicleBookings.guestName),
        gt(vehicleBookings.endAt, since),
      ),
    )
    .orderBy(asc(vehicleBookings.startAt), asc(vehicleBookings.id))
    .limit(200);
}
