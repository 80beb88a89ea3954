import { describe, expect, it } from 'vitest';
import { mondayOf, segmentsOfDay, weekDays, weekNumber, weekWindow } from './week';

describe('week helpers', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('monday of %s is %s', (date, monday) => expect(mondayOf(date)).toBe(monday));

  it('lists Monday to Sunday and the ISO week number', () => {
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weekNumber('2026-12-28')).toBe(53);
    expect(weekNumber('2026-11-23')).toBe(48);
  });

  it('takes the week window in Berlin time across DST changes', () => {
    // 2026-10-25 (clocks go back) lies in the week of 2026-10-19.
    expect(weekWindow('2026-10-19')).toEqual({
      from: '2026-10-18T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
    });
    expect(weekWindow('2026-03-23')).toEqual({
      from: '2026-03-22T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
  });

  it('clips entries to a day, proportionally to its real length', () => {
    const entries = [
      { id: 'a', start: '2026-11-23T08:00:00Z', end: '2026-11-23T11:00:00Z' }, // 09:00-12:00
      { id: 'b', start: '2026-11-23T22:00:00Z', end: '2026-11-24T23:30:00Z' }, // 23:00 Mon - 00:30 Wed
      { id: 'c', start: '2026-11-25T08:00:00Z', end: '2026-11-25T09:00:00Z' },
    ];
    const monday = segmentsOfDay(entries, '2026-11-23');
    expect(monday.map((s) => s.entry.id)).toEqual(['a', 'b']);
    expect(monday[0]).toMatchObject({
      left: 9 / 24,
      width: 3 / 24,
      continuesBefore: false,
      continuesAfter: false,
    });
    expect(monday[1]).toMatchObject({ left: 23 / 24, width: 1 / 24, continuesAfter: true });
    const tuesday = segmentsOfDay(entries, '2026-11-24');
    expect(tuesday).toHaveLength(1);
    expect(tuesday[0]).toMatchObject({ left: 0, width: 1, continuesBefore: true, continuesAfter: true });
    // 2026-10-25 has 25 hours: 12:00 CET is 13 hours after midnight CEST.
    const autumn = segmentsOfDay(
      [{ start: '2026-10-25T11:00:00Z', end: '2026-10-25T12:00:00Z' }],
      '2026-10-25',
    );
    expect(autumn[0]?.left).toBeCloseTo(13 / 25);
    expect(autumn[0]?.width).toBeCloseTo(1 / 25);
  });
});
