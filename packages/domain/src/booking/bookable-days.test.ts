import { describe, expect, it } from 'vitest';
import { checkBookableDay, listBookableDays } from './bookable-days';
import type { OpeningException } from './opening-hours';

const utc = (iso: string) => Date.parse(iso);
const exceptions: OpeningException[] = [
  { validFrom: '2026-10-22', validTo: '2026-10-22', from: '08:00', to: '18:00', status: 'geschlossen' },
  { validFrom: '2026-10-25', validTo: '2026-10-25', from: '10:00', to: '16:00', status: 'offen' },
];
const base = { weekly: [], exceptions, bookableWeekdays: [1, 2, 3, 4, 5] };

describe('listBookableDays', () => {
  it('lists today..today+advanceDays from the weekly hours and exceptions', () => {
    // Tue 2026-10-20 + 7 days; Thu 22 closed by exception; Sat 24 not bookable; Sun 25 opened.
    const days = listBookableDays({ ...base, today: '2026-10-20', advanceDays: 7 });
    expect(days.map((d) => d.date)).toEqual([
      '2026-10-20',
      '2026-10-21',
      '2026-10-23',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
  });

  it('gives each day its opening as instants, correct on the 25 h day', () => {
    const [sunday] = listBookableDays({ ...base, today: '2026-10-25', advanceDays: 0 });
    expect(sunday).toMatchObject({ date: '2026-10-25', from: '10:00', to: '16:00', source: 'exception' });
    expect(sunday?.interval).toEqual({
      start: utc('2026-10-25T09:00:00Z'),
      end: utc('2026-10-25T15:00:00Z'),
    });
  });

  it.each([
    [0, ['2026-03-27']],
    [3, ['2026-03-27', '2026-03-30']],
    [-2, ['2026-03-27']],
  ])('advanceDays %i from Fri 2026-03-27 (DST weekend) -> %j', (advanceDays, dates) => {
    expect(listBookableDays({ ...base, today: '2026-03-27', advanceDays }).map((d) => d.date)).toEqual(dates);
  });

  it('respects bookable weekdays for weekly hours', () => {
    const days = listBookableDays({
      ...base,
      exceptions: [],
      bookableWeekdays: [1, 3],
      today: '2026-06-01',
      advanceDays: 6,
    });
    expect(days.map((d) => d.isoWeekday)).toEqual([1, 3]);
  });

  it('interprets the opening in the given zone', () => {
    const [day] = listBookableDays({
      ...base,
      today: '2026-06-01',
      advanceDays: 0,
      zone: 'America/New_York',
    });
    expect(day?.interval.start).toBe(utc('2026-06-01T12:00:00Z'));
  });
});

describe('checkBookableDay', () => {
  it.each([
    ['2026-10-21', true, undefined],
    ['2026-10-19', false, 'outside_advance_window'],
    ['2026-10-28', false, 'outside_advance_window'],
    ['2026-10-22', false, 'closed'],
    ['2026-10-24', false, 'closed'],
    ['2026-10-26', false, 'weekday_not_bookable', [2, 3]],
    ['2026-10-25', true, undefined],
  ])('%s bookable %s (%s)', (date, bookable, reason, bookableWeekdays = [1, 2, 3, 4, 5]) => {
    const verdict = checkBookableDay(date, {
      ...base,
      bookableWeekdays,
      today: '2026-10-20',
      advanceDays: 7,
    });
    expect(verdict.bookable).toBe(bookable);
    if (!verdict.bookable) expect(verdict.reason).toBe(reason);
  });
});
