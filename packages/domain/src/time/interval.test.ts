import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contains,
  containsInstant,
  durationMs,
  type Interval,
  intersect,
  makeInterval,
  mergeIntervals,
  overlaps,
  overlapsWithBuffers,
  subtract,
  subtractAll,
  widen,
} from './interval';

const i = (start: number, end: number): Interval => ({ start, end });
const measure = (list: Interval[]) => mergeIntervals(list).reduce((sum, x) => sum + durationMs(x), 0);
const arbInterval = fc
  .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 50 }))
  .map(([s, d]) => i(s, s + d));

describe('makeInterval', () => {
  it.each([
    [1, 2, true],
    [2, 2, false],
    [3, 2, false],
    [Number.NaN, 2, false],
  ])('[%d, %d) valid: %s', (start, end, valid) => {
    expect(makeInterval(start, end).ok).toBe(valid);
  });
});

describe('overlaps / contains', () => {
  it.each([
    [i(0, 10), i(10, 20), false, 'touching ends'],
    [i(0, 10), i(9, 20), true, 'one unit shared'],
    [i(0, 10), i(2, 3), true, 'nested'],
    [i(0, 10), i(5, 5), false, 'empty never overlaps'],
    [i(5, 6), i(0, 4), false, 'disjoint'],
  ])('%o vs %o -> %s (%s)', (a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });

  it.each([
    [i(0, 10), i(0, 10), true],
    [i(0, 10), i(2, 8), true],
    [i(0, 10), i(5, 11), false],
    [i(0, 10), i(-1, 3), false],
  ])('contains(%o, %o) = %s', (outer, inner, expected) => {
    expect(contains(outer, inner)).toBe(expected);
  });

  it('treats the end as excluded', () => {
    expect(containsInstant(i(0, 10), 0)).toBe(true);
    expect(containsInstant(i(0, 10), 10)).toBe(false);
  });
});

describe('intersect / subtract / merge / widen', () => {
  it.each([
    [i(0, 10), i(5, 15), i(5, 10)],
    [i(0, 10), i(10, 15), null],
    [i(0, 10), i(2, 4), i(2, 4)],
  ])('intersect(%o, %o) = %o', (a, b, expected) => {
    expect(intersect(a, b)).toEqual(expected);
  });

  it.each([
    [i(0, 10), i(3, 5), [i(0, 3), i(5, 10)]],
    [i(0, 10), i(-5, 5), [i(5, 10)]],
    [i(0, 10), i(5, 15), [i(0, 5)]],
    [i(0, 10), i(-1, 11), []],
    [i(0, 10), i(10, 11), [i(0, 10)]],
  ])('subtract(%o, %o) = %o', (a, b, expected) => {
    expect(subtract(a, b)).toEqual(expected);
  });

  it('subtracts several busy ranges from an opening interval', () => {
    expect(subtractAll(i(8, 18), [i(9, 10), i(12, 14), i(13, 15), i(17, 20)])).toEqual([
      i(8, 9),
      i(10, 12),
      i(15, 17),
    ]);
  });

  it('merges overlapping and touching intervals', () => {
    expect(mergeIntervals([i(5, 7), i(0, 2), i(2, 3), i(6, 9), i(4, 4)])).toEqual([i(0, 3), i(5, 9)]);
  });

  it('widens both sides, or asymmetrically', () => {
    expect(widen(i(10, 20), 5)).toEqual(i(5, 25));
    expect(widen(i(10, 20), 5, 0)).toEqual(i(5, 20));
  });
});

describe('interval algebra properties', () => {
  it('merge is idempotent and keeps the covered measure', () => {
    fc.assert(
      fc.property(fc.array(arbInterval, { maxLength: 12 }), (list) => {
        const once = mergeIntervals(list);
        expect(mergeIntervals(once)).toEqual(once);
        expect(measure(once)).toBe(measure(list));
        once.forEach((x, k) => {
          const next = once[k + 1];
          if (next) expect(x.end).toBeLessThan(next.start);
        });
      }),
    );
  });

  it('|a| = |a minus b| + |a intersect b|, and the pieces avoid b', () => {
    fc.assert(
      fc.property(arbInterval, arbInterval, (a, b) => {
        const rest = subtract(a, b);
        const common = intersect(a, b);
        expect(measure(rest) + (common ? durationMs(common) : 0)).toBe(durationMs(a));
        for (const piece of rest) {
          expect(overlaps(piece, b)).toBe(false);
          expect(contains(a, piece)).toBe(true);
        }
      }),
    );
  });

  it('intersect is commutative and overlap agrees with it', () => {
    fc.assert(
      fc.property(arbInterval, arbInterval, (a, b) => {
        expect(intersect(a, b)).toEqual(intersect(b, a));
        expect(overlaps(a, b)).toBe(intersect(a, b) !== null);
      }),
    );
  });
});

describe('overlapsWithBuffers', () => {
  const MIN = 60_000;
  const busy = { start: 9 * 60 * MIN, end: 10 * 60 * MIN };
  const at = (from: number, to: number) => ({ start: from * MIN, end: to * MIN });
  it.each([
    [at(610, 660), { beforeMinutes: 15, afterMinutes: 15 }, true],
    [at(615, 660), { beforeMinutes: 15, afterMinutes: 15 }, false],
    [at(480, 525), { beforeMinutes: 15, afterMinutes: 15 }, false],
    [at(480, 526), { beforeMinutes: 15, afterMinutes: 15 }, true],
    [at(600, 660), { beforeMinutes: 0, afterMinutes: 0 }, false],
    [at(600, 660), { beforeMinutes: 0, afterMinutes: 1 }, true],
  ] as const)('%j with %j -> %s', (wanted, buffers, expected) => {
    expect(overlapsWithBuffers(busy, wanted, buffers)).toBe(expected);
  });
});
