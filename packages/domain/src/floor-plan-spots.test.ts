import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_SPOT_DEFAULTS, nextFreeSpot, type PlanSpot } from './floor-plan-spots';

const at = (posX: number, posY: number): PlanSpot => ({ posX, posY });
const { spacingX, spacingY, margin } = FREE_SPOT_DEFAULTS;
const overlaps = (a: PlanSpot, b: PlanSpot) =>
  Math.abs(a.posX - b.posX) < spacingX - 0.05 && Math.abs(a.posY - b.posY) < spacingY - 0.05;

describe('nextFreeSpot', () => {
  it.each<[string, PlanSpot[], Parameters<typeof nextFreeSpot>[1], PlanSpot]>([
    ['empty plan: the first spot inside the margin', [], undefined, at(6, 6)],
    ['next to the first seat', [at(6, 6)], undefined, at(13, 6)],
    ['a seat between two grid spots blocks both of them', [at(9, 6)], undefined, at(20, 6)],
    ['a seat one row below leaves the first spot free', [at(6, 15)], undefined, at(6, 6)],
    [
      'a full first row continues in the second',
      Array.from({ length: 13 }, (_, i) => at(6 + i * 7, 6)),
      undefined,
      at(6, 15),
    ],
    [
      'the old default (every new seat at 50/50) is no obstacle elsewhere',
      [at(50, 50), at(50, 50)],
      undefined,
      at(6, 6),
    ],
    [
      'positions that are not numbers are ignored',
      [at(Number.NaN, 6), at(6, Number.POSITIVE_INFINITY)],
      undefined,
      at(6, 6),
    ],
    ['own spacing and margin', [at(10, 10)], { spacingX: 20, spacingY: 20, margin: 10 }, at(30, 10)],
    [
      'a spacing of 0 or below falls back to the default',
      [at(6, 6)],
      { spacingX: 0, spacingY: -3 },
      at(13, 6),
    ],
    [
      'a full plan: the candidate farthest from its nearest seat',
      [at(25, 25), at(75, 25), at(25, 75), at(70, 70)],
      { spacingX: 50, spacingY: 50, margin: 25 },
      at(75, 75),
    ],
    [
      'exactly one spacing apart counts as clear (positions are stored to 0.1 %)',
      [at(6, 6), at(12.95, 6)],
      { spacingX: 7, spacingY: 9, margin: 6 },
      at(20, 6),
    ],
  ])('%s', (_name, taken, options, expected) => {
    expect(nextFreeSpot(taken, options)).toEqual(expected);
  });

  it('places the demo reading room’s next seat clear of its 24 seats', () => {
    const seats = [170, 350, 530].flatMap((rowY) =>
      [180, 290, 634, 744].flatMap((x) => [
        at(((x + 28) / 1000) * 100, ((rowY - 34) / 700) * 100),
        at(((x + 28) / 1000) * 100, ((rowY + 34) / 700) * 100),
      ]),
    );
    const spot = nextFreeSpot(seats);
    expect(seats.some((seat) => overlaps(spot, seat))).toBe(false);
  });

  it('seats added one after another never stack (up to 100 on an empty plan)', () => {
    const placed: PlanSpot[] = [];
    for (let i = 0; i < 100; i += 1) placed.push(nextFreeSpot(placed));
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1))
        expect(overlaps(a, b), `${JSON.stringify(a)} ${JSON.stringify(b)}`).toBe(false);
  });

  it('always answers a spot inside the plan, whatever is taken', () => {
    const spot = fc.record({
      posX: fc.double({ min: -50, max: 150, noNaN: true }),
      posY: fc.double({ min: -50, max: 150, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(spot, { maxLength: 200 }), (taken) => {
        const next = nextFreeSpot(taken);
        expect(next.posX).toBeGreaterThanOrEqual(margin);
        expect(next.posX).toBeLessThanOrEqual(100 - margin);
        expect(next.posY).toBeGreaterThanOrEqual(margin);
        expect(next.posY).toBeLessThanOrEqual(100 - margin);
      }),
    );
  });

  it('a free spot, when one exists, overlaps no seat', () => {
    const spot = fc.record({
      posX: fc.double({ min: 0, max: 100, noNaN: true }),
      posY: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(spot, { maxLength: 20 }), (taken) => {
        // 20 seats cover at most 4 grid spots each, fewer than the 130 candidates: one is free.
        const next = nextFreeSpot(taken);
        expect(taken.some((seat) => overlaps(next, seat))).toBe(false);
      }),
    );
  });
});
