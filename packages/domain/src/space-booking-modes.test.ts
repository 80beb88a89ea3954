import { describe, expect, it } from 'vitest';
import { effectiveOpeningHours, type OpeningException } from './booking/opening-hours';
import { bookingIntervalForMode, workTimeSlot } from './space-booking-modes';
import { toInstant } from './time/zoned-time';

const utc = (iso: string) => Date.parse(iso);
const exceptions: OpeningException[] = [
  { validFrom: '2026-10-25', validTo: '2026-10-25', from: '08:00', to: '18:00', status: 'offen' },
  { validFrom: '2026-03-29', validTo: '2026-03-29', from: '01:00', to: '12:00', status: 'offen' },
  { validFrom: '2026-12-24', validTo: '2026-12-24', from: '09:00', to: '12:00', status: 'offen' },
  { validFrom: '2026-12-31', validTo: '2026-12-31', from: '14:00', to: '17:00', status: 'offen' },
];

describe('workTimeSlot (morning = open..13:00, afternoon = 13:00..close)', () => {
  it.each([
    ['2026-06-01', 'allDay', { from: '08:00', to: '18:00' }],
    ['2026-06-01', 'morning', { from: '08:00', to: '13:00' }],
    ['2026-06-01', 'afternoon', { from: '13:00', to: '18:00' }],
    ['2026-12-24', 'morning', { from: '09:00', to: '12:00' }],
    ['2026-12-24', 'afternoon', null],
    ['2026-12-31', 'morning', null],
    ['2026-12-31', 'afternoon', { from: '14:00', to: '17:00' }],
    ['2026-06-06', 'allDay', null], // Saturday, closed by default
  ] as const)('%s %s -> %j', (date, mode, expected) => {
    expect(workTimeSlot(effectiveOpeningHours(date, [], exceptions), mode)).toEqual(expected);
  });

  it('moves with a configured split', () => {
    expect(workTimeSlot(effectiveOpeningHours('2026-06-01', []), 'morning', '12:00')).toEqual({
      from: '08:00',
      to: '12:00',
    });
  });
});

describe('bookingIntervalForMode on DST days', () => {
  it.each([
    ['2026-10-25', 'allDay', '2026-10-25T07:00:00Z', '2026-10-25T17:00:00Z'],
    ['2026-10-25', 'morning', '2026-10-25T07:00:00Z', '2026-10-25T12:00:00Z'],
    ['2026-10-25', 'afternoon', '2026-10-25T12:00:00Z', '2026-10-25T17:00:00Z'],
    // 01:00 CET .. 12:00 CEST: 10 h of real time on the 23 h day.
    ['2026-03-29', 'allDay', '2026-03-29T00:00:00Z', '2026-03-29T10:00:00Z'],
  ] as const)('%s %s = %s..%s', (date, mode, start, end) => {
    expect(bookingIntervalForMode({ date, mode, weekly: [], exceptions })).toEqual({
      ok: true,
      value: { start: utc(start), end: utc(end) },
    });
  });

  it.each([
    ['2026-06-07', 'allDay', 'SPACE_CLOSED_ON_DAY'],
    ['2026-12-24', 'afternoon', 'WORK_TIME_SLOT_EMPTY'],
  ] as const)('%s %s -> %s', (date, mode, code) => {
    expect(bookingIntervalForMode({ date, mode, weekly: [], exceptions })).toMatchObject({ ok: false, code });
  });
});

describe('bookingIntervalForMode once the slot has begun: from the current step', () => {
  const open = [
    { validFrom: '2026-03-01', validTo: '2027-12-31', from: '08:00', to: '18:00', status: 'offen' as const },
  ];
  const slot = (date: string, mode: 'allDay' | 'morning' | 'afternoon', now: string, step?: number) =>
    bookingIntervalForMode({
      date,
      mode,
      weekly: [],
      exceptions: open,
      now: toInstant(date, now),
      stepMinutes: step,
    });
  it.each([
    // date, mode, now (local), step, expected start (local), expected end (local)
    ['2026-10-26', 'allDay', '07:30', undefined, '08:00', '18:00'],
    ['2026-10-26', 'allDay', '08:00', undefined, '08:00', '18:00'],
    ['2026-10-26', 'allDay', '08:07', undefined, '08:00', '18:00'],
    ['2026-10-26', 'allDay', '12:10', undefined, '12:00', '18:00'],
    ['2026-10-26', 'allDay', '12:10', 30, '12:00', '18:00'],
    ['2026-10-26', 'allDay', '12:40', 30, '12:30', '18:00'],
    ['2026-10-26', 'allDay', '18:00', undefined, '08:00', '18:00'],
    ['2026-10-26', 'morning', '12:50', undefined, '12:45', '13:00'],
    ['2026-10-26', 'afternoon', '10:07', undefined, '13:00', '18:00'],
    ['2026-10-26', 'afternoon', '13:20', undefined, '13:15', '18:00'],
    // The DST days: the local step grid holds on the 23 h and the 25 h day.
    ['2026-03-29', 'allDay', '10:07', undefined, '10:00', '18:00'],
    ['2026-10-25', 'allDay', '10:07', undefined, '10:00', '18:00'],
    ['2027-03-28', 'afternoon', '15:59', undefined, '15:45', '18:00'],
    ['2027-10-31', 'morning', '09:31', undefined, '09:30', '13:00'],
  ] as const)('%s %s at %s (step %s) = %s..%s', (date, mode, now, step, from, to) => {
    expect(slot(date, mode, now, step)).toEqual({
      ok: true,
      value: { start: toInstant(date, from), end: toInstant(date, to) },
    });
  });
});
