import { describe, expect, it } from 'vitest';
import { type BookingGroup, bookingOutcome, type ReportVehicle, summariseUsage } from './report-usage';

describe('bookingOutcome', () => {
  it.each([
    // status, noShowMark, ended, outcome
    ['storniert', true, true, 'noShow'], // cancelled for the missed check-in / released
    ['storniert', false, true, 'cancelled'],
    ['storniert', false, false, 'cancelled'],
    ['reserviert', false, true, 'noShow'], // never checked in, time over, nothing cancelled it
    ['reserviert', false, false, 'held'], // still ahead
    ['vorgemerkt', false, true, 'held'], // awaiting approval/confirmation: not the driver's no-show
    ['aktiv', false, true, 'held'],
    ['durchgefuehrt', false, true, 'held'],
    ['verschlossen', false, true, 'held'],
  ] as const)('%s mark=%s ended=%s → %s', (status, noShowMark, ended, outcome) => {
    expect(bookingOutcome({ status, noShowMark, ended })).toBe(outcome);
  });
});

const car = (id: string, plate: string, active = true): ReportVehicle => ({
  id,
  plate,
  make: 'VW',
  model: 'Golf',
  active,
  logbookHead: null,
});
const group = (
  resourceId: string,
  status: BookingGroup['status'],
  count: number,
  more: Partial<BookingGroup> = {},
): BookingGroup => ({
  resourceId,
  status,
  noShowMark: false,
  ended: true,
  count,
  ...more,
});

describe('summariseUsage', () => {
  const summary = summariseUsage({
    vehicles: [
      car('b', 'B-BB 102'),
      car('a', 'B-BB 101'),
      car('x', 'B-XX 1', false),
      car('y', 'B-YY 1', false),
    ],
    trips: [
      { vehicleId: 'a', distance: 64 },
      { vehicleId: 'a', distance: 70 },
      { vehicleId: 'a', distance: null },
      { vehicleId: 'x', distance: 12 },
      { vehicleId: 'gone', distance: 999 },
    ],
    vehicleBookings: [
      group('a', 'durchgefuehrt', 3),
      group('a', 'storniert', 2),
      group('a', 'storniert', 1, { noShowMark: true }),
      group('a', 'reserviert', 1),
      group('a', 'reserviert', 4, { ended: false }),
      group('b', 'storniert', 1),
      group('b', 'vorgemerkt', 0),
    ],
    floorPlans: [
      { id: 'p2', name: 'Großraum', product: 'arbeitswelt', active: false },
      { id: 'p1', name: 'Lesesaal EG', product: 'lesesaal', active: true },
      { id: 'p3', name: 'Atelier', product: 'arbeitswelt', active: true },
      { id: 'p4', name: 'Alter Saal', product: 'lesesaal', active: false },
    ],
    spaceBookings: [
      group('p1', 'durchgefuehrt', 10),
      group('p1', 'storniert', 3, { noShowMark: true }),
      group('p1', 'storniert', 2),
      group('p2', 'reserviert', 1),
    ],
  });

  it('counts trips, kilometres (readings missing apart), bookings, cancellations and no-shows per vehicle', () => {
    expect(
      summary.vehicles.map((v) => [
        v.plate,
        v.trips,
        v.km,
        v.tripsWithoutKm,
        v.bookings,
        v.cancelled,
        v.noShows,
      ]),
    ).toEqual([
      ['B-BB 101', 3, 134, 1, 11, 2, 2],
      ['B-BB 102', 0, 0, 0, 1, 1, 0],
      // Deactivated, but driven in the period: listed. B-YY 1 (deactivated, unused) is not.
      ['B-XX 1', 1, 12, 0, 0, 0, 0],
    ]);
  });

  it('counts per floor plan, by product then name; unused active plans listed, unused inactive ones not', () => {
    expect(summary.floorPlans.map((f) => [f.name, f.bookings, f.cancelled, f.noShows])).toEqual([
      ['Atelier', 0, 0, 0],
      ['Großraum', 1, 0, 1],
      ['Lesesaal EG', 15, 2, 3],
    ]);
  });

  it('totals are the sums of the listed rows (rows of unknown resources are ignored)', () => {
    expect(summary.totals).toEqual({
      trips: 4,
      km: 146,
      vehicleBookings: 12,
      vehicleCancelled: 3,
      vehicleNoShows: 2,
      spaceBookings: 16,
      spaceCancelled: 2,
      spaceNoShows: 4,
    });
  });

  it('an empty period lists the active vehicles with zeros', () => {
    const empty = summariseUsage({
      vehicles: [car('a', 'A')],
      trips: [],
      vehicleBookings: [],
      floorPlans: [],
      spaceBookings: [],
    });
    expect(empty.vehicles).toEqual([
      { ...car('a', 'A'), trips: 0, km: 0, tripsWithoutKm: 0, bookings: 0, cancelled: 0, noShows: 0 },
    ]);
    expect(empty.totals.trips).toBe(0);
  });
});
