import { expect } from 'vitest';
import type { CatalogueCase, Harness } from '../../../../test/catalogue-harness';

/**
 * Vehicle booking mails: created, changed, cancelled, the reminder before the start, and the
 * special-trip approval (vehicle 7 belongs to the department Fuhrpark; with the department check
 * on, booker@'s trip in it needs approver@'s approval). The clock stands at VEHICLES_START.
 */
type Booking = { id: string; status: string };

export const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
/** Tuesday 2026-10-20 10:00 in Berlin. */
export const VEHICLES_START = Date.parse('2026-10-20T08:00:00Z');
const BOOKER = 'booker@demo.example';

/** booker@ books vehicle `n` on 2026-10-`day` from `from` to `to` (UTC hours). */
async function book(h: Harness, n: number, day: number, from: number, to: number, who = BOOKER) {
  const pad = (x: number) => String(x).padStart(2, '0');
  const made = await (await h.as(who)).post<Booking>('/api/v1/vehicle-bookings', {
    vehicleId: vehicle(n),
    start: `2026-10-${day}T${pad(from)}:00:00Z`,
    end: `2026-10-${day}T${pad(to)}:00:00Z`,
    reasonForTrip: 'Kundentermin',
    destination: 'Potsdam',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

export const VEHICLE_BOOKING_CASES: CatalogueCase[] = [
  {
    kind: 'vehicles.bookingCreated',
    to: BOOKER,
    account: BOOKER,
    switch: { personal: 'vehicles.mailOnBookingCreated', off: false },
    trigger: async (h, n) => {
      await book(h, 1, 21 + n, 6, 8);
    },
    subject: { en: 'Vehicle booked: VW Golf', de: 'Fahrzeug gebucht: VW Golf' },
    link: `/fahrzeuge/${vehicle(1)}`,
    contains: ['Wednesday, 21 October 2026 at 08:00'],
  },
  {
    kind: 'vehicles.bookingChanged',
    to: BOOKER,
    account: BOOKER,
    switch: { personal: 'vehicles.mailOnBookingCreated', off: false },
    trigger: async (h, n) => {
      const b = await book(h, 2, 21 + n, 6, 8);
      const moved = await (await h.as(BOOKER)).patch(`/api/v1/vehicle-bookings/${b.id}`, {
        start: `2026-10-${21 + n}T09:00:00Z`,
        end: `2026-10-${21 + n}T11:00:00Z`,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    },
    subject: { en: 'Vehicle booking changed: VW ID.3', de: 'Fahrzeugbuchung geändert: VW ID.3' },
    link: `/fahrzeuge/${vehicle(2)}`,
    contains: ['Now: Wednesday, 21 October 2026 at 11:00', 'Before: Wednesday, 21 October 2026 at 08:00'],
  },
  {
    kind: 'vehicles.bookingCancelled',
    to: BOOKER,
    account: BOOKER,
    switch: { personal: 'vehicles.mailOnBookingCancelled', off: false },
    trigger: async (h, n) => {
      // Staff (buchung_pflege) cancel the booker's trip.
      const b = await book(h, 5, 21 + n, 6, 8);
      const cancelled = await (await h.as('admin@demo.example')).post(
        `/api/v1/vehicle-bookings/${b.id}/cancel`,
        {},
      );
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    },
    subject: { en: 'Vehicle booking cancelled: Opel Corsa', de: 'Fahrzeugbuchung storniert: Opel Corsa' },
    link: `/fahrzeuge/${vehicle(5)}`,
    contains: ['Wednesday, 21 October 2026 at 08:00'],
  },
  {
    kind: 'vehicles.reminderBeforeStart',
    to: BOOKER,
    account: BOOKER,
    switch: { personal: 'vehicles.reminderMailMinutesBefore', off: 0 },
    trigger: async (h, n) => {
      // Starts within the default lead time (60 minutes) of the clock (08:00 UTC).
      const made = await (await h.as(BOOKER)).post<Booking>('/api/v1/vehicle-bookings', {
        vehicleId: vehicle(6),
        start: n === 0 ? '2026-10-20T08:30:00Z' : '2026-10-20T09:30:00Z',
        end: n === 0 ? '2026-10-20T09:00:00Z' : '2026-10-20T10:00:00Z',
        reasonForTrip: 'Kundentermin',
        destination: 'Potsdam',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      await h.runJob('fleet.trip-sweep');
    },
    subject: { en: 'Reminder: trip in Toyota', de: 'Erinnerung: Fahrt mit Toyota' },
    link: `/fahrzeuge/${vehicle(6)}`,
    contains: ['Tuesday, 20 October 2026 at 10:30'],
  },
  {
    kind: 'vehicles.approvalRequested',
    to: 'approver@demo.example',
    account: 'approver@demo.example',
    switch: { personal: 'vehicles.mailOnApprovalRequested', off: false },
    trigger: async (h, n) => {
      const b = await book(h, 7, 21 + n, 6, 8);
      expect(b.status).toBe('vorgemerkt');
    },
    subject: { en: 'Special trip awaiting approval: BMW', de: 'Sonderfahrt zur Freigabe: BMW' },
    link: '/fahrzeuge/freigaben',
    contains: ['Ben Bucher', 'Wednesday, 21 October 2026 at 08:00'],
  },
  {
    kind: 'vehicles.approvalDecided',
    to: BOOKER,
    account: BOOKER,
    switch: { personal: 'vehicles.mailOnApprovalDecided', off: false },
    trigger: async (h, n) => {
      const b = await book(h, 7, 21 + n, 10, 12);
      expect(b.status).toBe('vorgemerkt');
      const approved = await (await h.as('approver@demo.example')).post(
        `/api/v1/vehicle-bookings/${b.id}/approve`,
        {},
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    },
    subject: { en: 'Special trip approved: BMW', de: 'Sonderfahrt freigegeben: BMW' },
    link: `/fahrzeuge/${vehicle(7)}`,
    contains: ['Wednesday, 21 October 2026 at 12:00'],
  },
];
