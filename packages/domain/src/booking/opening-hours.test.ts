import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEEKLY_OPENING_HOURS,
  effectiveOpeningHours,
  findOpeningException,
  type OpeningException,
  openingInterval,
  parseOpeningExceptionStatus,
  validateOpeningException,
  validateWeeklyOpeningHours,
  type WeeklyOpeningHours,
} from './opening-hours';

const HOUR = 3_600_000;
const utc = (iso: string) => Date.parse(iso);

// Mon-Fri 08:00-18:00, Saturday 10:00-14:00, Sunday closed (explicit rows).
const weekly: WeeklyOpeningHours[] = [
  ...DEFAULT_WEEKLY_OPENING_HOURS.filter((r) => r.isoWeekday <= 5),
  { isoWeekday: 6, from: '10:00', to: '14:00', open: true },
  { isoWeekday: 7, from: '08:00', to: '18:00', open: false },
];
const exceptions: OpeningException[] = [
  { validFrom: '2026-12-24', validTo: '2026-12-26', from: '00:00', to: '00:00', status: 'geschlossen' },
  { validFrom: '2026-12-01', validTo: '2026-12-31', from: '09:00', to: '15:00', status: 'offen' },
  { validFrom: '2026-10-25', validTo: '2026-10-25', from: '08:00', to: '18:00', status: 'offen' },
  { validFrom: '2026-03-29', validTo: '2026-03-29', from: '01:00', to: '05:00', status: 'offen' },
];

describe('effectiveOpeningHours', () => {
  it.each([
    ['2026-06-01', true, '08:00', '18:00', 'weekly'], // Monday
    ['2026-06-06', true, '10:00', '14:00', 'weekly'], // Saturday row
    ['2026-06-07', false, null, null, 'weekly'], // Sunday closed row
    ['2026-12-23', true, '09:00', '15:00', 'exception'], // December hours
    ['2026-12-24', false, null, null, 'exception'], // closed wins over the open December range
    ['2026-12-27', true, '09:00', '15:00', 'exception'], // Sunday, but the exception opens it
    ['2026-10-25', true, '08:00', '18:00', 'exception'], // DST Sunday opened by exception
  ])('%s -> open %s %s-%s (%s)', (date, open, from, to, source) => {
    expect(effectiveOpeningHours(date, weekly, exceptions)).toMatchObject({ open, from, to, source });
  });

  it.each([
    ['2026-06-05', true], // Friday
    ['2026-06-06', false], // Saturday
    ['2026-06-07', false], // Sunday
  ])('falls back to the default week without rows: %s open %s', (date, open) => {
    expect(effectiveOpeningHours(date, [])).toMatchObject({ open, source: 'default' });
  });

  it('treats an open entry without time span as closed', () => {
    const broken: WeeklyOpeningHours[] = [{ isoWeekday: 1, from: '18:00', to: '08:00', open: true }];
    expect(effectiveOpeningHours('2026-06-01', broken)).toMatchObject({ open: false, from: null });
  });

  it('prefers the shortest matching open exception', () => {
    expect(findOpeningException('2026-10-25', exceptions)?.validTo).toBe('2026-10-25');
    expect(findOpeningException('2026-11-01', exceptions)).toBeUndefined();
  });
});

describe('openingInterval on DST days (Europe/Berlin)', () => {
  it.each([
    ['2026-10-25', '2026-10-25T07:00:00Z', '2026-10-25T17:00:00Z', 10],
    ['2026-10-26', '2026-10-26T07:00:00Z', '2026-10-26T17:00:00Z', 10],
    ['2026-10-23', '2026-10-23T06:00:00Z', '2026-10-23T16:00:00Z', 10],
    ['2026-03-27', '2026-03-27T07:00:00Z', '2026-03-27T17:00:00Z', 10],
    ['2026-03-30', '2026-03-30T06:00:00Z', '2026-03-30T16:00:00Z', 10],
    // 01:00 CET to 05:00 CEST spans the missing hour: 3 h of real time.
    ['2026-03-29', '2026-03-29T00:00:00Z', '2026-03-29T03:00:00Z', 3],
  ])('%s is open %s-%s (%i h)', (date, start, end, hours) => {
    const interval = openingInterval(date, weekly, exceptions);
    expect(interval).toEqual({ start: utc(start), end: utc(end) });
    expect(interval && interval.end - interval.start).toBe(hours * HOUR);
  });

  it('is null on a closed day', () => {
    expect(openingInterval('2026-12-24', weekly, exceptions)).toBeNull();
    expect(openingInterval('2026-03-29', weekly)).toBeNull();
  });

  it('collapses hours that lie inside the spring gap', () => {
    const gap: OpeningException[] = [
      { validFrom: '2026-03-29', validTo: '2026-03-29', from: '02:15', to: '03:00', status: 'offen' },
    ];
    expect(openingInterval('2026-03-29', weekly, gap)).toBeNull();
  });
});

describe('validation', () => {
  it.each([
    [[{ isoWeekday: 1, from: '08:00', to: '18:00', open: true }], true],
    [[{ isoWeekday: 1, from: '18:00', to: '08:00', open: false }], true],
    [[{ isoWeekday: 1, from: '18:00', to: '08:00', open: true }], false],
    [[{ isoWeekday: 8, from: '08:00', to: '18:00', open: true }], false],
    [[{ isoWeekday: 1, from: '8:00', to: '18:00', open: true }], false],
    [
      [
        { isoWeekday: 2, from: '08:00', to: '18:00', open: true },
        { isoWeekday: 2, from: '09:00', to: '17:00', open: true },
      ],
      false,
    ],
  ])('weekly %j valid: %s', (rows, valid) => {
    expect(validateWeeklyOpeningHours(rows as WeeklyOpeningHours[]).ok).toBe(valid);
  });

  it.each([
    [{ validFrom: '2026-12-24', validTo: '2026-12-26', from: '09:00', to: '12:00', status: 'offen' }, null],
    [
      { validFrom: '2026-12-26', validTo: '2026-12-24', from: '09:00', to: '12:00', status: 'offen' },
      'INVALID_DATE_RANGE',
    ],
    [
      { validFrom: '2026-12-24', validTo: '2026-12-24', from: '12:00', to: '09:00', status: 'offen' },
      'INVALID_OPENING_HOURS',
    ],
    [
      { validFrom: '2026-12-24', validTo: '2026-12-24', from: '00:00', to: '00:00', status: 'geschlossen' },
      null,
    ],
    [
      { validFrom: '2026-12-24', validTo: '2026-12-24', from: '09:00', to: '12:00', status: 'zu' },
      'UNKNOWN_OPENING_TIME_STATUS',
    ],
    [
      { validFrom: '2026-02-30', validTo: '2026-03-01', from: '09:00', to: '12:00', status: 'offen' },
      'INVALID_DATE_STRING',
    ],
    [
      { validFrom: '2026-12-24', validTo: '2026-12-24', from: '09:00', to: '24:00', status: 'offen' },
      'INVALID_TIME_STRING',
    ],
  ])('exception %j -> %s', (entry, code) => {
    const result = validateOpeningException(entry as OpeningException);
    expect(result.ok ? null : result.code).toBe(code);
  });

  it.each([
    ['offen', true],
    ['geschlossen', true],
    ['Offen', false],
    ['open', false],
  ])('opening-time status %s known: %s', (value, known) => {
    expect(parseOpeningExceptionStatus(value).ok).toBe(known);
  });
});
