import { describe, expect, it } from 'vitest';
import { checkWeek, completeWeek, weekdayName } from './weekly-hours';

describe('completeWeek', () => {
  it('fills a week without rows with Mon–Fri 08:00–18:00', () => {
    const week = completeWeek([]);
    expect(week.map((r) => r.isoWeekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week.filter((r) => r.open).map((r) => r.isoWeekday)).toEqual([1, 2, 3, 4, 5]);
    expect(week.every((r) => r.from === '08:00' && r.to === '18:00')).toBe(true);
  });

  it('keeps stored rows and orders them Monday first', () => {
    const week = completeWeek([
      { isoWeekday: 6, from: '09:00', to: '14:00', open: true },
      { isoWeekday: 1, from: '07:30', to: '20:00', open: true },
    ]);
    expect(week[0]).toEqual({ isoWeekday: 1, from: '07:30', to: '20:00', open: true });
    expect(week[5]).toEqual({ isoWeekday: 6, from: '09:00', to: '14:00', open: true });
  });
});

describe('checkWeek', () => {
  it.each([
    { row: { isoWeekday: 1, from: '08:00', to: '18:00', open: true }, problem: undefined },
    { row: { isoWeekday: 1, from: '18:00', to: '08:00', open: true }, problem: 'endBeforeStart' },
    { row: { isoWeekday: 1, from: '08:00', to: '08:00', open: true }, problem: 'endBeforeStart' },
    { row: { isoWeekday: 1, from: '8:00', to: '18:00', open: true }, problem: 'invalidTime' },
    { row: { isoWeekday: 1, from: '', to: '18:00', open: true }, problem: 'invalidTime' },
    { row: { isoWeekday: 1, from: '18:00', to: '08:00', open: false }, problem: undefined },
  ])('$row.from–$row.to open=$row.open -> $problem', ({ row, problem }) => {
    expect(checkWeek([row]).get(1)).toBe(problem);
  });
});

describe('weekdayName', () => {
  it('names ISO weekdays in both languages', () => {
    expect(weekdayName(1, 'de')).toBe('Montag');
    expect(weekdayName(7, 'de')).toBe('Sonntag');
    expect(weekdayName(3, 'en')).toBe('Wednesday');
  });
});
