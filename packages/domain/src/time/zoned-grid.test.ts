import { describe, expect, it } from 'vitest';
import { gridPosition, gridSpan, hoursOfLocalDay, localDayColumns } from './zoned-grid';
import { startOfLocalDay, toInstant } from './zoned-time';

const HOUR = 3_600_000;

describe('hoursOfLocalDay (Europe/Berlin)', () => {
  it.each([
    // date, hours, first label, last label, the labels around the change
    ['2026-11-23', 24, '00:00', '23:00', ['01:00', '02:00', '03:00']],
    ['2026-03-29', 23, '00:00', '23:00', ['01:00', '03:00', '04:00']],
    ['2026-10-25', 25, '00:00', '23:00', ['01:00', '02:00', '02:00', '03:00']],
    ['2027-03-28', 23, '00:00', '23:00', ['01:00', '03:00', '04:00']],
    ['2027-10-31', 25, '00:00', '23:00', ['01:00', '02:00', '02:00', '03:00']],
  ])('%s has %i hours', (date, count, first, last, around) => {
    const hours = hoursOfLocalDay(date);
    expect(hours).toHaveLength(count);
    expect(hours[0]?.time).toBe(first);
    expect(hours.at(-1)?.time).toBe(last);
    expect(hours.slice(1, 1 + around.length).map((h) => h.time)).toEqual(around);
    // consecutive real hours from the day's start to the next day's start
    expect(hours[0]?.start).toBe(startOfLocalDay(date));
    const dayStart = startOfLocalDay(date);
    expect(hours.map((h) => [h.start - dayStart, h.end - h.start])).toEqual(
      Array.from({ length: count }, (_, i) => [i * HOUR, HOUR]),
    );
  });

  it('tells the two 02:00 hours of October apart by their offset', () => {
    const twice = hoursOfLocalDay('2026-10-25').filter((h) => h.time === '02:00');
    expect(twice.map((h) => h.offsetMinutes)).toEqual([120, 60]);
  });
});

describe('localDayColumns', () => {
  it('a DST week has one 23-hour day and six of 24', () => {
    const week = localDayColumns('2026-03-23', 7);
    expect(week.map((d) => d.date)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(week.map((d) => (d.end - d.start) / HOUR)).toEqual([24, 24, 24, 24, 24, 24, 23]);
    expect(localDayColumns('2027-10-25', 7).map((d) => (d.end - d.start) / HOUR)).toEqual([
      24, 24, 24, 24, 24, 24, 25,
    ]);
  });
});

describe('gridPosition and gridSpan', () => {
  const autumnWeek = localDayColumns('2026-10-19', 7);
  const autumnDay = hoursOfLocalDay('2026-10-25');

  it.each([
    [
      'noon of the 25-hour Sunday sits in the middle of its day column',
      toInstant('2026-10-25', '12:00'),
      autumnWeek,
      (6 + 13 / 25) / 7,
    ],
    ['Monday 00:00 is the grid start', toInstant('2026-10-19', '00:00'), autumnWeek, 0],
    ['before the grid clamps to 0', toInstant('2026-10-18', '12:00'), autumnWeek, 0],
    ['after the grid clamps to 1', toInstant('2026-10-26', '00:30'), autumnWeek, 1],
    ['Tuesday 06:00', toInstant('2026-10-20', '06:00'), autumnWeek, 1.25 / 7],
    [
      '03:00 CET on the 25-hour day is the fourth hour column',
      toInstant('2026-10-25', '03:00'),
      autumnDay,
      4 / 25,
    ],
    [
      '04:00 CEST on the 23-hour day',
      toInstant('2026-03-29', '04:00'),
      hoursOfLocalDay('2026-03-29'),
      3 / 23,
    ],
    [
      '02:30 CET on 2027-10-31 (the second 02:00 hour)',
      Date.parse('2027-10-31T01:30:00Z'),
      hoursOfLocalDay('2027-10-31'),
      3.5 / 25,
    ],
    ['an empty grid', 0, [], 0],
  ])('%s', (_name, instant, columns, expected) => {
    expect(gridPosition(instant, columns)).toBeCloseTo(expected, 10);
  });

  it('clips a period to the grid and says where it continues', () => {
    const day = hoursOfLocalDay('2027-03-28');
    const span = gridSpan(
      { start: toInstant('2027-03-27', '22:00'), end: toInstant('2027-03-28', '04:00') },
      day,
    );
    expect(span?.left).toBe(0);
    expect(span?.width).toBeCloseTo(3 / 23, 10);
    expect(span?.continuesBefore).toBe(true);
    expect(span?.continuesAfter).toBe(false);
  });

  it.each([
    ['ends at the grid start', toInstant('2026-10-19', '00:00') - HOUR, toInstant('2026-10-19', '00:00')],
    ['starts at the grid end', toInstant('2026-10-26', '00:00'), toInstant('2026-10-26', '02:00')],
  ])('outside: %s', (_name, start, end) => {
    expect(gridSpan({ start, end }, autumnWeek)).toBeNull();
  });
});
