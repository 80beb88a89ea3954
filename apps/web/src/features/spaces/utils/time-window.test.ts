import { describe, expect, it } from 'vitest';
import { buildTimeOptions, checkInWindowOf, upcomingBookings } from './time-window';

describe('time options', () => {
  it('offers 96 quarter hours by default', () => {
    const options = buildTimeOptions(15);
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(options.at(-1)).toBe('23:45');
  });

  it('follows other steps and falls back to 15 for invalid ones', () => {
    expect(buildTimeOptions(30)).toHaveLength(48);
    expect(buildTimeOptions(7)).toHaveLength(96);
  });
});

describe('check-in window', () => {
  const start = '2026-11-23T08:00:00.000Z';
  it('opens 15 minutes before and closes 15 minutes after the start', () => {
    expect(checkInWindowOf(start, 15)).toEqual({
      opens: new Date('2026-11-23T07:45:00.000Z'),
      closes: new Date('2026-11-23T08:15:00.000Z'),
    });
  });
});

describe('upcoming bookings', () => {
  it('drops cancelled and past bookings and sorts by start', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const rows = [
      {
        id: 'late',
        status: 'reserviert',
        start: '2026-11-24T08:00:00.000Z',
        end: '2026-11-24T17:00:00.000Z',
      },
      {
        id: 'past',
        status: 'reserviert',
        start: '2026-11-23T07:00:00.000Z',
        end: '2026-11-23T11:00:00.000Z',
      },
      { id: 'gone', status: 'storniert', start: '2026-11-24T07:00:00.000Z', end: '2026-11-24T17:00:00.000Z' },
      {
        id: 'now',
        status: 'durchgefuehrt',
        start: '2026-11-23T07:00:00.000Z',
        end: '2026-11-23T17:00:00.000Z',
      },
    ];
    expect(upcomingBookings(rows, now).map((r) => r.id)).toEqual(['now', 'late']);
  });
});
