import { expect } from 'vitest';
import type { CatalogueCase } from '../../../../test/catalogue-harness';

/** Reading-room mails (lesesaal) to booker@; the clock stands at SPACES_START. */
type Booking = { id: string; status: string };

export const seat = (n: number) => `00000000-0000-4000-8102-${String(n).padStart(12, '0')}`;
export const SPACES = '/api/v1/spaces/lesesaal';
/** Tuesday 2026-10-20 10:00 in Berlin. */
export const SPACES_START = Date.parse('2026-10-20T08:00:00Z');
/** The on run and the off run of a case book different hours of the day. */
const from = (n: number) => (n === 0 ? '08:00:00Z' : '11:00:00Z');
const to = (n: number) => (n === 0 ? '10:00:00Z' : '13:00:00Z');
const BOOKER = 'booker@demo.example';

export const SPACES_CASES: CatalogueCase[] = [
  {
    kind: 'spaces.bookedForYou',
    to: BOOKER,
    account: BOOKER,
    switch: { personal: 'spaces.mailOnBookedForYou', off: false },
    trigger: async (h, n) => {
      const made = await (await h.as('admin@demo.example')).post<Booking>(`${SPACES}/bookings`, {
        spaceId: seat(11 + n),
        start: `2026-10-21T${from(n)}`,
        end: `2026-10-21T${to(n)}`,
        participantEmail: BOOKER,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    },
    subject: { en: 'Place reserved for you', de: 'Platzreservierung für Sie' },
    link: '/lesesaal/liste',
    contains: ['10:00'],
  },
  {
    kind: 'spaces.cancelled',
    to: BOOKER,
    account: BOOKER,
    switch: { personal: 'spaces.mailOnCancelled', off: false },
    trigger: async (h, n) => {
      const admin = await h.as('admin@demo.example');
      const made = await admin.post<Booking>(`${SPACES}/bookings`, {
        spaceId: seat(13 + n),
        start: `2026-10-22T${from(n)}`,
        end: `2026-10-22T${to(n)}`,
        participantEmail: BOOKER,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const cancelled = await admin.post(`${SPACES}/bookings/${made.body.id}/cancel`, { reason: 'Wartung' });
      expect(cancelled.status).toBe(200);
    },
    subject: { en: 'Booking cancelled', de: 'Buchung storniert' },
    link: '/lesesaal/liste',
  },
  {
    kind: 'spaces.reminderAtStart',
    to: BOOKER,
    account: BOOKER,
    switch: {
      personal: 'spaces.reminderMailAtStart',
      off: false,
      on: { 'spaces.reminderMailAtStart': true },
    },
    trigger: async (h, n) => {
      const made = await (await h.as(BOOKER)).post<Booking>(`${SPACES}/bookings`, {
        spaceId: seat(15 + n),
        start: `2026-10-23T${from(n)}`,
        end: `2026-10-23T${to(n)}`,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      await h.runPlannedJob('spaces.reminder', made.body.id);
    },
    subject: { en: 'Your booking starts', de: 'Ihre Buchung beginnt' },
    link: '/lesesaal/liste',
  },
  {
    kind: 'spaces.noShowReleased',
    to: BOOKER,
    account: BOOKER,
    switch: { personal: 'spaces.mailOnNoShowReleased', off: false },
    trigger: async (h, n) => {
      // Today, later than the clock; nobody checks in, the release job runs after the window.
      const start = n === 0 ? '2026-10-20T09:00:00Z' : '2026-10-20T12:00:00Z';
      const made = await (await h.as(BOOKER)).post<Booking>(`${SPACES}/bookings`, {
        spaceId: seat(17 + n),
        start,
        end: n === 0 ? '2026-10-20T10:00:00Z' : '2026-10-20T13:00:00Z',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const back = h.now();
      h.setNow(Date.parse(start) + 61 * 60_000);
      try {
        await h.runJob('spaces.release-due');
      } finally {
        h.setNow(back);
      }
    },
    subject: { en: 'released', de: 'freigegeben' },
    link: '/lesesaal/liste',
  },
];
