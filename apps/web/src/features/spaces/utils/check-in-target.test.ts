import { describe, expect, it } from 'vitest';
import { pickCheckInBooking } from './check-in-target';

// Europe/Berlin local times in UTC: 2026-03-29 is the spring-forward day (CEST from 03:00).
const morning = { id: 'morning', start: '2026-03-29T06:00:00Z', end: '2026-03-29T10:00:00Z' };
const afternoon = { id: 'afternoon', start: '2026-03-29T11:00:00Z', end: '2026-03-29T15:00:00Z' };
const earlyDst = { id: 'early', start: '2026-03-29T00:30:00Z', end: '2026-03-29T02:00:00Z' };

describe('pickCheckInBooking', () => {
  const cases: Array<{
    name: string;
    bookings: (typeof morning)[];
    now: string;
    expected: string | undefined;
  }> = [
    { name: 'none', bookings: [], now: '2026-03-29T06:00:00Z', expected: undefined },
    {
      name: 'window open before the start',
      bookings: [afternoon, morning],
      now: '2026-03-29T05:50:00Z',
      expected: 'morning',
    },
    {
      name: 'window open after the start',
      bookings: [morning, afternoon],
      now: '2026-03-29T06:15:00Z',
      expected: 'morning',
    },
    {
      name: 'open window wins over a running booking',
      bookings: [morning, { ...afternoon, start: '2026-03-29T10:00:00Z' }],
      now: '2026-03-29T09:50:00Z',
      expected: 'afternoon',
    },
    {
      name: 'running, window closed',
      bookings: [morning, afternoon],
      now: '2026-03-29T08:00:00Z',
      expected: 'morning',
    },
    {
      name: 'between bookings: the next one',
      bookings: [morning, afternoon],
      now: '2026-03-29T10:30:00Z',
      expected: 'afternoon',
    },
    {
      name: 'before everything: the first one',
      bookings: [afternoon, morning],
      now: '2026-03-29T04:00:00Z',
      expected: 'morning',
    },
    { name: 'all over', bookings: [morning, afternoon], now: '2026-03-29T16:00:00Z', expected: undefined },
    {
      name: 'across the DST switch (01:30 CET → window to 01:45 CET)',
      bookings: [earlyDst],
      now: '2026-03-29T00:40:00Z',
      expected: 'early',
    },
  ];
  it.each(cases)('$name', ({ bookings, now, expected }) => {
    expect(pickCheckInBooking(bookings, new Date(now), 15)?.id).toBe(expected);
  });
});
