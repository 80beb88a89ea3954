import { describe, expect, it } from 'vitest';
import { flowQrGrid, layoutQrGrid, type QrGrid } from './qr-grid';

describe('layoutQrGrid', () => {
  it.each<[string, number, number, number, QrGrid]>([
    ['no seats', 0, 800, 800, { columns: 1, rows: 0, size: 0, perPage: 0, pages: 0 }],
    ['not measured yet', 24, 0, 0, { columns: 4, rows: 6, size: 96, perPage: 24, pages: 1 }],
    ['one seat: as large as allowed', 1, 800, 800, { columns: 1, rows: 1, size: 200, perPage: 1, pages: 1 }],
    // 5 × 5 on 760 × 800: min((760 - 48) / 5 - 16, (800 - 48) / 5 - 44) = min(126.4, 106.4)
    [
      'the demo reading room (24) beside the plan',
      24,
      760,
      800,
      { columns: 5, rows: 5, size: 106, perPage: 24, pages: 1 },
    ],
    // 4 × 5: min((760 - 36) / 4 - 16, (800 - 48) / 5 - 44) = min(165, 106.4); 5 × 4: min(126.4, 144) = 126
    ['the demo work floor (20)', 20, 760, 800, { columns: 5, rows: 4, size: 126, perPage: 20, pages: 1 }],
    ['a wide strip: one row', 6, 1800, 200, { columns: 6, rows: 1, size: 156, perPage: 6, pages: 1 }],
    // 100 seats do not fit at 96 px: 6 columns (772 / 124) × 5 rows (812 / 152) a page, 4 pages,
    // and the codes grow to what 6 × 5 allows: min(700 / 6 - 16, 752 / 5 - 44) = 100.
    [
      'many seats: pages of codes of at least 96 px',
      100,
      760,
      800,
      { columns: 6, rows: 5, size: 100, perPage: 30, pages: 4 },
    ],
    [
      'a tiny area still shows one code a page',
      3,
      50,
      50,
      { columns: 1, rows: 1, size: 96, perPage: 1, pages: 3 },
    ],
  ])('%s', (_name, count, width, height, expected) => {
    expect(layoutQrGrid(count, width, height)).toEqual(expected);
  });

  it('every page fits the area', () => {
    for (const count of [1, 2, 5, 12, 24, 40, 100, 500]) {
      const grid = layoutQrGrid(count, 760, 800);
      expect(grid.columns * (grid.size + 16) + (grid.columns - 1) * 12).toBeLessThanOrEqual(760);
      expect(grid.rows * (grid.size + 44) + (grid.rows - 1) * 12).toBeLessThanOrEqual(800);
      expect(grid.columns * grid.rows * grid.pages).toBeGreaterThanOrEqual(count);
      expect(grid.size).toBeGreaterThanOrEqual(96);
    }
  });
});

describe('flowQrGrid', () => {
  it.each<[string, number, number, QrGrid]>([
    ['no seats', 0, 800, { columns: 1, rows: 0, size: 0, perPage: 0, pages: 0 }],
    // (800 + 12) / (160 + 16 + 12) = 4.3
    ['a tablet: four columns of 160 px', 24, 800, { columns: 4, rows: 6, size: 160, perPage: 24, pages: 1 }],
    ['a phone: one column', 24, 358, { columns: 1, rows: 24, size: 160, perPage: 24, pages: 1 }],
    ['fewer seats than columns', 2, 1200, { columns: 2, rows: 1, size: 160, perPage: 2, pages: 1 }],
    [
      'narrower than one code: the code shrinks',
      3,
      120,
      { columns: 1, rows: 3, size: 104, perPage: 3, pages: 1 },
    ],
    ['not measured yet', 5, 0, { columns: 1, rows: 5, size: 160, perPage: 5, pages: 1 }],
  ])('%s', (_name, count, width, expected) => {
    expect(flowQrGrid(count, width)).toEqual(expected);
  });
});
