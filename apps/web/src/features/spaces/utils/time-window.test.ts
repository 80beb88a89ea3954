import { describe, expect, it } from 'vitest';
import { buildTimeOptions, checkInWindowOf, hourlyTimeOptions, upcomingBookings } from './time-window';

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

describe('hourly pickers inside the opening hours', () => {
  const grid = buildTimeOptions(30);
  it.each([
    // opening, chosen from, first/last "Von", first/last "Bis"
    [{ from: '08:00', to: '20:00' }, '09:00', ['08:00', '19:30'], ['09:30', '20:00']],
    [{ from: '08:00', to: '20:00' }, '19:30', ['08:00', '19:30'], ['20:00', '20:00']],
    // Opening hours off the grid: only grid times inside them.
    [{ from: '07:45', to: '12:10' }, '08:00', ['08:00', '11:30'], ['08:30', '12:00']],
  ])('opening %o, from %s', (opening, from, fromBounds, toBounds) => {
    const o = hourlyTimeOptions(grid, opening, from);
    expect([o.from[0], o.from.at(-1)]).toEqual(fromBounds);
    expect([o.to[0], o.to.at(-1)]).toEqual(toBounds);
    expect(o.to.every((t) => t > from)).toBe(true);
  });

  it('keeps the whole grid on a closed day, "Bis" still after "Von"', () => {
    const o = hourlyTimeOptions(grid, null, '10:00');
    expect(o.from).toHaveLength(48);
    expect(o.to[0]).toBe('10:30');
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
