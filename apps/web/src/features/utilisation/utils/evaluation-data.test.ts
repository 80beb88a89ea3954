import { describe, expect, it } from 'vitest';
import { formatShare, hourChartData, hourLabel } from './evaluation-data';

describe('formatShare', () => {
  it.each<[number | null, string, string]>([
    [0.125, 'de', '12,5\u00a0%'],
    [0.125, 'en', '12.5%'],
    [1, 'de', '100\u00a0%'],
    [0, 'en', '0%'],
    [null, 'de', '–'],
    [Number.NaN, 'en', '–'],
  ])('%s (%s) -> %s', (share, lang, text) => {
    expect(formatShare(share, lang)).toBe(text);
  });
});

describe('hourLabel', () => {
  it.each([
    [10, 'de', '10–11 Uhr'],
    [9, 'en', '09:00–10:00'],
    [23, 'de', '23–00 Uhr'],
  ])('%i (%s) -> %s', (hour, lang, label) => {
    expect(hourLabel(hour, lang)).toBe(label);
  });
});

describe('hourChartData', () => {
  it('one row per hour any plan was open, percent per plan (0 where closed)', () => {
    const data = hourChartData([
      {
        floorPlanId: 'a',
        floorPlanName: 'A',
        byHour: [
          { hour: 9, occupancy: 0.5 },
          { hour: 10, occupancy: 0.125 },
        ],
      },
      {
        floorPlanId: 'b',
        floorPlanName: 'B',
        byHour: [
          { hour: 10, occupancy: null },
          { hour: 8, occupancy: 1 },
        ],
      },
    ]);
    expect(data).toEqual([
      { hour: '08', a: 0, b: 100 },
      { hour: '09', a: 50, b: 0 },
      { hour: '10', a: 12.5, b: 0 },
    ]);
  });
  it('nothing open: no rows', () => {
    expect(hourChartData([])).toEqual([]);
  });
});
