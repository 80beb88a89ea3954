import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  endOfLocalDay,
  formatInstant,
  isoWeekday,
  isoWeekKey,
  isValidTimeZone,
  localDateOf,
  parseInstant,
  parseLocalDate,
  startOfLocalDay,
  toInstant,
  toLocalDateTime,
} from './zoned-time';

const HOUR = 3_600_000;
const utc = (iso: string) => Date.parse(iso);

describe('toInstant (Europe/Berlin by default)', () => {
  it.each([
    ['winter', '2026-01-15', '08:00', '2026-01-15T07:00:00Z'],
    ['summer', '2026-07-15', '08:00', '2026-07-15T06:00:00Z'],
    ['before the spring gap', '2026-03-29', '01:59', '2026-03-29T00:59:00Z'],
    ['inside the spring gap -> pushed forward', '2026-03-29', '02:30', '2026-03-29T01:30:00Z'],
    ['gap start 02:00 -> 03:00 CEST', '2026-03-29', '02:00', '2026-03-29T01:00:00Z'],
    ['after the spring gap', '2026-03-29', '03:00', '2026-03-29T01:00:00Z'],
    ['autumn overlap -> earlier (CEST)', '2026-10-25', '02:30', '2026-10-25T00:30:00Z'],
    ['after the overlap (CET)', '2026-10-25', '03:00', '2026-10-25T02:00:00Z'],
    ['opening 2026-10-25 08:00', '2026-10-25', '08:00', '2026-10-25T07:00:00Z'],
    ['closing 2026-10-25 18:00', '2026-10-25', '18:00', '2026-10-25T17:00:00Z'],
  ])('%s: %s %s', (_label, date, time, expected) => {
    expect(toInstant(date, time)).toBe(utc(expected));
  });

  it('accepts another zone', () => {
    expect(toInstant('2026-03-08', '02:30', 'America/New_York')).toBe(utc('2026-03-08T07:30:00Z'));
  });

  it.each([
    ['2026-02-30', '08:00', 'Europe/Berlin', 'INVALID_DATE_STRING'],
    ['2026-01-01', '24:00', 'Europe/Berlin', 'INVALID_TIME_STRING'],
    ['2026-01-01', '08:00', 'Mars/Olympus', 'INVALID_TIME_ZONE'],
  ])('refuses %s %s %s with %s', (date, time, zone, code) => {
    expect(() => toInstant(date, time, zone)).toThrowError(expect.objectContaining({ code }));
  });
});

describe('toLocalDateTime', () => {
  it.each([
    ['2026-10-25T00:30:00Z', '2026-10-25', '02:30', 7, 120],
    ['2026-10-25T01:30:00Z', '2026-10-25', '02:30', 7, 60],
    ['2026-03-29T00:59:00Z', '2026-03-29', '01:59', 7, 60],
    ['2026-03-29T01:00:00Z', '2026-03-29', '03:00', 7, 120],
    ['2026-12-31T23:30:00Z', '2027-01-01', '00:30', 5, 60],
  ])('%s -> %s %s', (iso, date, time, weekday, offset) => {
    expect(toLocalDateTime(utc(iso))).toEqual({ date, time, isoWeekday: weekday, offsetMinutes: offset });
    expect(localDateOf(utc(iso))).toBe(date);
  });

  it('round-trips every quarter hour of 2026 that exists and is unambiguous', () => {
    const start = utc('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 96 }), (q) => {
        const instant = start + q * 15 * 60_000;
        const local = toLocalDateTime(instant);
        const back = toInstant(local.date, local.time);
        // In the autumn overlap the second occurrence maps back to the first one hour earlier.
        return back === instant || back === instant - HOUR;
      }),
    );
  });
});

describe('local day bounds', () => {
  it.each([
    ['2026-03-29', 23],
    ['2026-10-25', 25],
    ['2026-06-01', 24],
  ])('%s lasts %i hours', (date, hours) => {
    expect(endOfLocalDay(date) - startOfLocalDay(date)).toBe(hours * HOUR);
  });

  it('starts at local midnight', () => {
    expect(startOfLocalDay('2026-10-25')).toBe(utc('2026-10-24T22:00:00Z'));
    expect(endOfLocalDay('2026-10-25')).toBe(utc('2026-10-25T23:00:00Z'));
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2026-03-23', 1],
    ['2026-03-28', 6],
    ['2026-03-29', 7],
    ['2026-10-25', 7],
    ['2026-10-26', 1],
  ])('isoWeekday(%s) = %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-24', 2, '2026-10-26'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2026-03-29', '2026-W13'],
    ['2026-03-30', '2026-W14'],
    ['2027-01-01', '2026-W53'],
    ['2024-12-30', '2025-W01'],
  ])('isoWeekKey(%s) = %s', (date, key) => {
    expect(isoWeekKey(date)).toBe(key);
  });

  it.each(['2026-13-01', '2026-02-29', '26-01-01', '2026-1-1', '2026-01-01T00:00'])(
    'parseLocalDate refuses %s',
    (text) => {
      expect(parseLocalDate(text)).toMatchObject({ ok: false, code: 'INVALID_DATE_STRING' });
    },
  );

  it('knows valid zones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Europe/Nowhere')).toBe(false);
  });
});

describe('ISO instants', () => {
  it.each([
    ['2026-10-25T00:30:00Z', '2026-10-25T02:30:00+02:00'],
    ['2026-10-25T01:30:00Z', '2026-10-25T02:30:00+01:00'],
    ['2026-03-29T01:00:00.250Z', '2026-03-29T03:00:00.250+02:00'],
  ])('formats %s as %s and parses it back', (iso, formatted) => {
    expect(formatInstant(utc(iso))).toBe(formatted);
    expect(parseInstant(formatted)).toEqual({ ok: true, value: utc(iso) });
  });

  it.each(['2026-10-25T02:30:00', 'yesterday', '2026-10-25'])('parseInstant refuses %s', (text) => {
    expect(parseInstant(text)).toMatchObject({ ok: false, code: 'INVALID_INSTANT' });
  });
});
