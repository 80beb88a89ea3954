import { expect } from 'vitest';
import type { CatalogueCase, Harness } from '../../../../test/catalogue-harness';
import { vehicle } from './vehicle-bookings.cases';

/**
 * Trip and guest mails: the notice before the planned end, the missing check-out, the damage and
 * dirt notices to the fleet managers, and the guest's booking, cancellation and expiry. Each run
 * has its own day (the clock only moves forward) and vehicle, and every trip is checked out
 * before the case ends, so no sweep mails a case about another one's trip.
 */
type Booking = { id: string; status: string };

const HOUR = 3600_000;
const MIN = 60_000;
const DAY = 24 * HOUR;
/** Wednesday 2026-10-21 08:00 UTC: the first run's trip; each later run starts a day later. */
const FIRST = Date.parse('2026-10-21T08:00:00Z');
export const TRIPS_START = FIRST - DAY;
/** "Warndreieck und Verbandkasten an Bord" (FAHRZEUG_VERLAUF, mandatory) of the demo fleet. */
const ATTRS = { [`00000000-0000-4000-8202-${String(5).padStart(12, '0')}`]: 'nein' };
const BOOKER = 'booker@demo.example';
const FLEET = 'fleet@demo.example';
const GUEST = 'gast@example.org';
const iso = (ms: number) => new Date(ms).toISOString();
/** Above every seeded reading; each trip drives on from here. */
let odometer = 200_000;

/** booker@'s trip in vehicle `n` from `start` for an hour, booked an hour before and checked in. */
async function runningTrip(h: Harness, n: number, start: number) {
  h.setNow(start - HOUR);
  const booker = await h.as(BOOKER);
  const made = await booker.post<Booking>('/api/v1/vehicle-bookings', {
    vehicleId: vehicle(n),
    start: iso(start),
    end: iso(start + HOUR),
    reasonForTrip: 'Kundentermin',
    destination: 'Potsdam',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  h.setNow(start);
  odometer += 1000;
  const mileage = odometer;
  const checkedIn = await booker.post(`/api/v1/vehicle-bookings/${made.body.id}/check-in`, {
    mileage,
    attributes: ATTRS,
  });
  expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
  return { id: made.body.id, mileage };
}

async function checkOut(
  h: Harness,
  trip: { id: string; mileage: number },
  extra: Record<string, unknown> = {},
) {
  const res = await (await h.as(BOOKER)).post(`/api/v1/vehicle-bookings/${trip.id}/check-out`, {
    mileage: trip.mileage + 50,
    cleanlinessInside: 'sauber',
    cleanlinessOutside: 'sauber',
    attributes: ATTRS,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The start of run `n` of case `i`. */
const slot = (i: number, n: number) => FIRST + (2 * i + n) * DAY;

/** fleet@ books vehicle `n` for the guest; returns the booking and the token of the guest's link. */
async function guestBooking(h: Harness, n: number, start: number) {
  const made = await (await h.as(FLEET)).post<Booking>('/api/v1/vehicle-bookings', {
    vehicleId: vehicle(n),
    start: iso(start),
    end: iso(start + 2 * HOUR),
    reasonForTrip: 'Besuch',
    guest: { name: 'Erika Gast', email: GUEST },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const text = await h.lastText(GUEST, 'vehicles.guestBooking');
  const token = /fahrzeugbuchungstorno\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
  expect(token).not.toBe('');
  return { id: made.body.id, token };
}

export const TRIP_CASES: CatalogueCase[] = [
  {
    kind: 'vehicles.checkOutNotice',
    to: BOOKER,
    account: BOOKER,
    switch: { personal: 'vehicles.mailOnCheckOutNotice', off: false },
    trigger: async (h, n) => {
      const start = slot(0, n);
      const trip = await runningTrip(h, 9, start);
      // The tenant's notice comes 15 minutes before the planned end.
      h.setNow(start + HOUR - 10 * MIN);
      await h.runJob('fleet.trip-sweep');
      await checkOut(h, trip);
    },
    subject: { en: 'Trip ends in 15 minutes: VW Caddy', de: 'Fahrtende in 15 Minuten: VW Caddy' },
    link: `/fahrzeuge/${vehicle(9)}`,
    contains: ['Wednesday, 21 October 2026 at 11:00'],
  },
  {
    kind: 'vehicles.missingCheckOut',
    to: BOOKER,
    account: BOOKER,
    switch: { personal: 'vehicles.mailOnMissingCheckOut', off: false },
    trigger: async (h, n) => {
      const start = slot(1, n);
      const trip = await runningTrip(h, 10, start);
      // The first reminder 15 minutes after the planned end.
      h.setNow(start + HOUR + 16 * MIN);
      await h.runJob('fleet.trip-sweep');
      await checkOut(h, trip);
    },
    subject: { en: 'Check-out missing: Renault Zoe', de: 'Check-out fehlt: Renault Zoe' },
    link: `/fahrzeuge/${vehicle(10)}`,
    contains: ['Friday, 23 October 2026 at 11:00', '15 minutes ago'],
  },
  {
    kind: 'vehicles.damageNotice',
    to: FLEET,
    account: FLEET,
    switch: { personal: 'vehicles.mailOnDamageReported', off: false },
    trigger: async (h, n) => {
      const trip = await runningTrip(h, 11, slot(2, n));
      await checkOut(h, trip, { damages: [{ description: 'Scratch on the driver door', photos: [] }] });
    },
    subject: { en: 'Vehicle notice: Ford Transit', de: 'Fahrzeugmeldung: Ford Transit' },
    link: `/admin/fahrzeuge/${vehicle(11)}?sperre=DEFEKT`,
    contains: ['damage reported', 'Scratch on the driver door', 'Ben Bucher'],
  },
  {
    kind: 'vehicles.dirtNotice',
    to: FLEET,
    account: FLEET,
    switch: { tenant: { 'vehicles.cleanlinessInsideMailThreshold': '' } },
    trigger: async (h, n) => {
      const trip = await runningTrip(h, 12, slot(3, n));
      await checkOut(h, trip, { cleanlinessInside: 'verschmutzt' });
    },
    subject: { en: 'Vehicle notice: Seat Leon', de: 'Fahrzeugmeldung: Seat Leon' },
    link: `/admin/fahrzeuge/${vehicle(12)}?sperre=DEFEKT`,
    contains: ['dirty inside'],
  },
  {
    kind: 'vehicles.guestCancelled',
    to: FLEET,
    account: FLEET,
    switch: { personal: 'vehicles.mailOnBookingCancelled', off: false },
    trigger: async (h, n) => {
      const start = slot(4, n);
      // Free of charge up to 24 hours before the start.
      h.setNow(start - 3 * DAY);
      const { token } = await guestBooking(h, 13, start);
      const res = await (await h.as(FLEET)).call('POST', `/api/v1/public/guest-bookings/${token}/cancel`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
    subject: { en: 'Guest cancelled: Fiat 500e', de: 'Gast hat storniert: Fiat 500e' },
    link: `/fahrzeuge/${vehicle(13)}`,
    contains: ['Erika Gast'],
  },
  {
    kind: 'vehicles.guestConfirmationExpired',
    to: FLEET,
    account: FLEET,
    switch: { personal: 'vehicles.mailOnBookingCancelled', off: false },
    trigger: async (h, n) => {
      const start = slot(5, n);
      h.setNow(start - 2 * DAY);
      await guestBooking(h, 3, start);
      // The guest never confirms: at the start the sweep cancels it.
      h.setNow(start + MIN);
      await h.runJob('fleet.trip-sweep');
    },
    subject: { en: 'Guest booking cancelled: Škoda', de: 'Gastbuchung storniert: Škoda' },
    link: `/fahrzeuge/${vehicle(3)}`,
    contains: ['Erika Gast'],
  },
  {
    kind: 'vehicles.guestBooking',
    to: GUEST,
    account: null,
    languageFrom: 'tenant',
    bilingual: true,
    switch: 'mandatory',
    trigger: async (h) => {
      // Far after every other case's trip, so no sweep of theirs expires it.
      const start = slot(20, 0);
      h.setNow(start - 3 * DAY);
      await guestBooking(h, 13, start);
    },
    subject: { en: 'Vehicle booking for you: Fiat 500e', de: 'Fahrzeugbuchung für Sie' },
    link: /\/pub\/fahrzeugbuchungstorno\?token=[A-Za-z0-9_-]{43,}/,
    contains: ['Erika Gast', 'Please confirm the booking', 'Bitte bestätigen Sie die Buchung'],
  },
];
