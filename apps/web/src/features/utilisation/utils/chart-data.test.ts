import { describe, expect, it } from 'vitest';
import { datesBetween, monthOf, toChartData, totalsOf, type UtilisationRow } from './chart-data';

const row = (
  date: string,
  floorPlanId: string,
  booked: number,
  checkedIn: number,
  noShow: number,
): UtilisationRow => ({
  date,
  floorPlanId,
  floorPlanName: floorPlanId,
  booked,
  checkedIn,
  noShow,
  cancelled: 1,
});

describe('datesBetween', () => {
  it.each([
    { from: '2026-10-24', to: '2026-10-26', expected: ['2026-10-24', '2026-10-25', '2026-10-26'] },
    { from: '2026-03-29', to: '2026-03-29', expected: ['2026-03-29'] },
    { from: '2026-02-27', to: '2026-03-01', expected: ['2026-02-27', '2026-02-28', '2026-03-01'] },
    { from: '2026-03-02', to: '2026-03-01', expected: [] },
    { from: 'kaputt', to: '2026-03-01', expected: [] },
  ])('$from..$to', ({ from, to, expected }) => {
    expect(datesBetween(from, to)).toEqual(expected);
  });
});

describe('toChartData', () => {
  it('fills empty days with zero and sums floor plans per day', () => {
    const rows = [
      row('2026-11-02', 'a', 3, 2, 1),
      row('2026-11-02', 'b', 4, 4, 0),
      row('2026-11-04', 'a', 1, 0, 1),
    ];
    expect(toChartData(rows, '2026-11-02', '2026-11-04', 'de')).toEqual([
      { date: '2026-11-02', label: '02.11.', booked: 7, checkedIn: 6, noShow: 1 },
      { date: '2026-11-03', label: '03.11.', booked: 0, checkedIn: 0, noShow: 0 },
      { date: '2026-11-04', label: '04.11.', booked: 1, checkedIn: 0, noShow: 1 },
    ]);
  });

  it('labels days in English too and ignores rows outside the range', () => {
    const data = toChartData([row('2026-12-01', 'a', 9, 9, 0)], '2026-11-30', '2026-11-30', 'en');
    expect(data).toEqual([{ date: '2026-11-30', label: '30 Nov', booked: 0, checkedIn: 0, noShow: 0 }]);
  });
});

describe('totalsOf', () => {
  it('sums every column', () => {
    expect(totalsOf([row('2026-11-02', 'a', 3, 2, 1), row('2026-11-03', 'a', 4, 1, 2)])).toEqual({
      booked: 7,
      checkedIn: 3,
      noShow: 3,
      cancelled: 2,
    });
  });
});

describe('monthOf', () => {
  it.each([
    { date: '2026-11-22', expected: { from: '2026-11-01', to: '2026-11-30' } },
    { date: '2028-02-10', expected: { from: '2028-02-01', to: '2028-02-29' } },
    { date: '2026-12-31', expected: { from: '2026-12-01', to: '2026-12-31' } },
  ])('$date', ({ date, expected }) => {
    expect(monthOf(date)).toEqual(expected);
  });
});
