import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GroupLoad, peakLoad, remainingCapacity } from './space-capacity';

const b = (start: number, end: number, groupSize = 1): GroupLoad => ({ start, end, groupSize });
const window = { start: 9, end: 12 };

describe('peakLoad', () => {
  it.each<[string, GroupLoad[], number]>([
    ['no bookings', [], 0],
    ['back to back never overlap', [b(9, 10, 2), b(10, 11, 2), b(11, 12, 2)], 2],
    ['disjoint inside the window', [b(9, 10, 3), b(11, 12, 3)], 3],
    ['real overlap adds up', [b(9, 11, 2), b(10, 12, 3)], 5],
    ['outside the window is ignored', [b(7, 9, 5), b(12, 14, 5), b(10, 11, 1)], 1],
    ['partly inside counts', [b(8, 10, 4), b(9, 9.5, 1)], 5],
    ['nested peaks', [b(9, 12, 1), b(9.5, 11, 1), b(10, 10.5, 1), b(11, 12, 1)], 3],
  ])('%s -> %i', (_label, bookings, expected) => {
    expect(peakLoad(bookings, window)).toBe(expected);
  });

  it('never exceeds the naive sum and matches a brute-force scan', () => {
    const arb = fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 4 }),
      ),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(arb, (raw) => {
        const bookings = raw.map(([s, d, g]) => b(s, s + d, g));
        const w = { start: 10, end: 30 };
        let brute = 0;
        for (let t = w.start; t < w.end; t += 1) {
          brute = Math.max(
            brute,
            bookings.filter((x) => x.start <= t && t < x.end).reduce((sum, x) => sum + x.groupSize, 0),
          );
        }
        const naive = bookings
          .filter((x) => x.start < w.end && w.start < x.end)
          .reduce((s, x) => s + x.groupSize, 0);
        expect(peakLoad(bookings, w)).toBe(brute);
        expect(peakLoad(bookings, w)).toBeLessThanOrEqual(naive);
      }),
    );
  });

  it('gives the remaining capacity', () => {
    expect(remainingCapacity(4, [b(9, 11, 3)], window)).toBe(1);
    expect(remainingCapacity(2, [b(9, 11, 3)], window)).toBe(0);
  });
});
