import type { BookingStatus } from '../booking/status';

/**
 * The usage summary of the periodic report (issue 13 point 5; ADR 0015): per vehicle trips,
 * kilometres, bookings, cancellations and no-shows, per floor plan bookings, cancellations and
 * no-shows. The repository counts rows grouped by what these rules look at; the rules decide.
 *
 * - A **trip** is a logbook entry whose trip ended in the period (the report's logbook holds the
 *   same entries); its **kilometres** are the newest version's end minus start mileage, so a
 *   correction counts, and a trip without both readings is counted in `tripsWithoutKm`.
 * - A **booking** is a booking (not a block) that starts in the period, whatever became of it.
 * - A **no-show** is a booking cancelled because nobody checked in (the vehicles' automatic
 *   cancellation, the rooms' release, `noShowMark`), or a reserved booking whose end has passed
 *   without a check-in (a tenant that cancels or releases nothing).
 * - A **cancellation** is any other cancelled booking (by the booker, staff or the system).
 */
export type BookingOutcome = 'noShow' | 'cancelled' | 'held';

export function bookingOutcome(b: {
  status: BookingStatus;
  /** Cancelled for a missing check-in (vehicles) or released as a no-show (rooms). */
  noShowMark: boolean;
  /** The booking's end lies at or before the time the report is made. */
  ended: boolean;
}): BookingOutcome {
  if (b.status === 'storniert') return b.noShowMark ? 'noShow' : 'cancelled';
  if (b.status === 'reserviert' && b.ended) return 'noShow';
  return 'held';
}

/** Bookings counted by the repository, grouped by resource and by what bookingOutcome reads. */
export type BookingGroup = {
  resourceId: string;
  status: BookingStatus;
  noShowMark: boolean;
  ended: boolean;
  count: number;
};

export type ReportVehicle = {
  id: string;
  plate: string;
  make: string;
  model: string;
  active: boolean;
  /** The newest version of the vehicle's logbook chain when the report is made (ADR 0010). */
  logbookHead: { seq: number; hash: string } | null;
};

export type ReportFloorPlan = { id: string; name: string; product: string; active: boolean };

export type VehicleUsage = ReportVehicle & {
  trips: number;
  km: number;
  tripsWithoutKm: number;
  bookings: number;
  cancelled: number;
  noShows: number;
};

export type FloorPlanUsage = ReportFloorPlan & { bookings: number; cancelled: number; noShows: number };

export type UsageTotals = {
  trips: number;
  km: number;
  vehicleBookings: number;
  vehicleCancelled: number;
  vehicleNoShows: number;
  spaceBookings: number;
  spaceCancelled: number;
  spaceNoShows: number;
};

export type UsageSummary = { vehicles: VehicleUsage[]; floorPlans: FloorPlanUsage[]; totals: UsageTotals };

type Counts = { bookings: number; cancelled: number; noShows: number };

function countBookings(groups: readonly BookingGroup[]): Map<string, Counts> {
  const byResource = new Map<string, Counts>();
  for (const g of groups) {
    if (!Number.isInteger(g.count) || g.count <= 0) continue;
    const c = byResource.get(g.resourceId) ?? { bookings: 0, cancelled: 0, noShows: 0 };
    c.bookings += g.count;
    const outcome = bookingOutcome(g);
    if (outcome === 'noShow') c.noShows += g.count;
    else if (outcome === 'cancelled') c.cancelled += g.count;
    byResource.set(g.resourceId, c);
  }
  return byResource;
}

/**
 * Active vehicles and floor plans are always listed (one nobody used is worth seeing); a
 * deactivated one only when it has trips or bookings in the period. Vehicles by plate, floor
 * plans by product and name.
 * Trips and bookings of resources not in the lists (another tenant's, a deleted plan) are ignored.
 */
export function summariseUsage(input: {
  vehicles: readonly ReportVehicle[];
  /** One row per trip of the period: its vehicle and distance (null without both readings). */
  trips: readonly { vehicleId: string; distance: number | null }[];
  vehicleBookings: readonly BookingGroup[];
  floorPlans: readonly ReportFloorPlan[];
  spaceBookings: readonly BookingGroup[];
}): UsageSummary {
  const vehicleCounts = countBookings(input.vehicleBookings);
  const tripCounts = new Map<string, { trips: number; km: number; tripsWithoutKm: number }>();
  for (const t of input.trips) {
    const c = tripCounts.get(t.vehicleId) ?? { trips: 0, km: 0, tripsWithoutKm: 0 };
    c.trips += 1;
    if (t.distance === null || !Number.isFinite(t.distance)) c.tripsWithoutKm += 1;
    else c.km += t.distance;
    tripCounts.set(t.vehicleId, c);
  }
  const vehicles = input.vehicles
    .map((v) => ({
      ...v,
      ...(tripCounts.get(v.id) ?? { trips: 0, km: 0, tripsWithoutKm: 0 }),
      ...(vehicleCounts.get(v.id) ?? { bookings: 0, cancelled: 0, noShows: 0 }),
    }))
    .filter((v) => v.active || v.trips > 0 || v.bookings > 0)
    .sort((a, b) => a.plate.localeCompare(b.plate, 'de') || a.id.localeCompare(b.id));
  const spaceCounts = countBookings(input.spaceBookings);
  const floorPlans = input.floorPlans
    .map((f) => ({ ...f, ...(spaceCounts.get(f.id) ?? { bookings: 0, cancelled: 0, noShows: 0 }) }))
    .filter((f) => f.active || f.bookings > 0)
    .sort(
      (a, b) =>
        a.product.localeCompare(b.product) || a.name.localeCompare(b.name, 'de') || a.id.localeCompare(b.id),
    );
  const sum = <T>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((n, r) => n + pick(r), 0);
  return {
    vehicles,
    floorPlans,
    totals: {
      trips: sum(vehicles, (v) => v.trips),
      km: sum(vehicles, (v) => v.km),
      vehicleBookings: sum(vehicles, (v) => v.bookings),
      vehicleCancelled: sum(vehicles, (v) => v.cancelled),
      vehicleNoShows: sum(vehicles, (v) => v.noShows),
      spaceBookings: sum(floorPlans, (f) => f.bookings),
      spaceCancelled: sum(floorPlans, (f) => f.cancelled),
      spaceNoShows: sum(floorPlans, (f) => f.noShows),
    },
  };
}
