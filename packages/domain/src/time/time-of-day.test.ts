import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import {
  compareTimeOfDay,
  formatMinutesOfDay,
  formatTimeOfDay,
  minutesOfDay,
  parseTimeOfDay,
  timeOfDayFromMinutes,
  timeOfDayOrThrow,
} from './time-of-day';

describe('parseTimeOfDay', () => {
  it.each([
    ['00:00', 0, 0],
    ['08:00', 8, 0],
    ['09:05', 9, 5],
    ['12:30', 12, 30],
    ['23:59', 23, 59],
  ])('accepts %s', (text, hours, minutes) => {
    expect(parseTimeOfDay(text)).toEqual({ ok: true, value: { hours, minutes } });
  });

  it.each([
    '24:00',
    '7:00',
    '07:0',
    '07:60',
    '25:00',
    '',
    ' 07:00',
    '07:00 ',
    '07-00',
    '0700',
    '07:00:00',
    'ab:cd',
    '-1:00',
    '１２:00',
  ])('refuses %j with INVALID_TIME_STRING', (text) => {
    expect(parseTimeOfDay(text)).toEqual({
      ok: false,
      code: 'INVALID_TIME_STRING',
      details: { value: text },
    });
  });

  it('throws a DomainError in the OrThrow variant', () => {
    expect(() => timeOfDayOrThrow('24:00')).toThrowError(DomainError);
    expect(() => timeOfDayOrThrow('7:00')).toThrowError(
      expect.objectContaining({ code: 'INVALID_TIME_STRING', details: { value: '7:00' } }),
    );
  });
});

describe('minutes of day', () => {
  it.each([
    ['00:00', 0],
    ['08:15', 495],
    ['13:00', 780],
    ['23:59', 1439],
  ])('%s is minute %i', (text, minutes) => {
    expect(minutesOfDay(text)).toBe(minutes);
    expect(formatMinutesOfDay(minutes)).toBe(text);
  });

  it.each([-1, 1440, 1.5, Number.NaN])('refuses minute %d', (value) => {
    expect(timeOfDayFromMinutes(value)).toMatchObject({ ok: false, code: 'INVALID_MINUTES_OF_DAY' });
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        const text = formatMinutesOfDay(m);
        const parsed = parseTimeOfDay(text);
        return parsed.ok && minutesOfDay(parsed.value) === m && formatTimeOfDay(parsed.value) === text;
      }),
    );
  });
});

describe('compareTimeOfDay', () => {
  it.each([
    ['08:00', '18:00', -1],
    ['18:00', '08:00', 1],
    ['12:00', '12:00', 0],
    ['09:59', '10:00', -1],
  ] as const)('%s vs %s = %i', (a, b, expected) => {
    expect(compareTimeOfDay(a, b)).toBe(expected);
  });

  it('sorts like the minutes of day', () => {
    expect(['18:00', '08:30', '00:00', '12:15'].sort(compareTimeOfDay)).toEqual([
      '00:00',
      '08:30',
      '12:15',
      '18:00',
    ]);
  });
});
