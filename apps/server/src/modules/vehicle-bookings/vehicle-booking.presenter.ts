import type { VehicleBooking } from '@buchbar/contracts/fleet';
import type { z } from 'zod';
import { vehicleName } from '../vehicles/vehicles.module';
import type { VehicleBookingRow } from './vehicle-bookings.repository';

/** A vehicle booking as the API shows it. */
export function presentVehicleBooking(r: VehicleBookingRow): z.infer<typeof VehicleBooking> {
  return {
    id: r.id,
    vehicleId: r.vehicleId,
    vehicleName: vehicleName(r),
    type: r.type,
    status: r.status,
    start: r.startAt.toISOString(),
    end: r.endAt.toISOString(),
    booker: { id: r.bookerId, name: r.bookerName },
    driver: r.driverId ? { id: r.driverId, name: r.driverName ?? '' } : null,
    reasonForTrip: r.reason,
    destination: r.destination,
    stopover: r.stopover,
    passengers: r.passengers,
    contact: r.contact,
    detour: r.detour,
    information: r.information,
    needsApproval: r.needsApproval,
    approvedAt: r.approvedAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
    createdAt: r.createdAt.toISOString(),
  };
}
