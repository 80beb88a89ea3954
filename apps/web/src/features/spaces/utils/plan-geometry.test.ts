import { describe, expect, it } from 'vitest';
import {
  directionOfKey,
  estimateMarkerWidth,
  MAX_PLAN_WIDTH_PX,
  minimumPlanWidth,
  type PlanDirection,
  type PlanPoint,
  seatInDirection,
} from './plan-geometry';

const p = (posX: number, posY: number): PlanPoint => ({ posX, posY });

describe('estimateMarkerWidth', () => {
  it.each([
    ['', 44],
    ['L1', 46],
    ['L-10', 64],
    ['Alster', 82],
    ['Ä-1', 55],
  ])('%s → %i px', (label, width) => {
    expect(estimateMarkerWidth(label)).toBe(width);
  });
});

describe('minimumPlanWidth', () => {
  const s = (label: string, posX: number, posY: number) => ({ label, posX, posY });
  it.each<[string, ReturnType<typeof s>[], number, number]>([
    ['no seats: no minimum', [], 0.7, 0],
    ['one seat: no minimum', [s('A', 50, 50)], 0.7, 0],
    // (44 + 44) / 2 + 4 = 48 px across 10 %
    ['short labels 10 % apart side by side', [s('A', 10, 50), s('B', 20, 50)], 0.7, 480],
    // (64 + 64) / 2 + 4 = 68 px across 10 %
    ['longer labels need more room', [s('L-10', 10, 50), s('L-12', 20, 50)], 0.7, 680],
    // 68 of 700 units apart on a 10:7 plan: 6.8 % of the width; 48 / 0.068 = 705.9
    [
      'the demo reading room (pairs 68/700 apart)',
      [s('L-1', 20.8, 19.429), s('L-2', 20.8, 29.143)],
      0.7,
      706,
    ],
    ['diagonal neighbours part on the axis that needs less', [s('A', 10, 10), s('B', 15, 30)], 0.7, 343],
    ['the same spot is left out', [s('A', 30, 30), s('B', 30, 30), s('C', 60, 30)], 0.7, 160],
    ['a square plan', [s('A', 50, 10), s('B', 50, 20)], 1, 480],
    ['an unusable aspect falls back to 10:7', [s('A', 50, 10), s('B', 50, 20)], Number.NaN, 686],
    ['nearly the same spot: capped', [s('A', 50, 50), s('B', 50.1, 50)], 0.7, MAX_PLAN_WIDTH_PX],
  ])('%s', (_name, seats, aspect, expected) => {
    expect(minimumPlanWidth(seats, aspect)).toBe(expected);
  });
});

describe('directionOfKey', () => {
  it.each([
    ['ArrowLeft', 'left'],
    ['ArrowRight', 'right'],
    ['ArrowUp', 'up'],
    ['ArrowDown', 'down'],
    ['Enter', undefined],
    ['a', undefined],
  ])('%s → %s', (key, direction) => {
    expect(directionOfKey(key)).toBe(direction);
  });
});

describe('seatInDirection', () => {
  // A 3 × 2 grid plus a seat far down-right:   a b c
  //                                            d e f
  //                                                    g
  const seats = [
    { id: 'a', ...p(10, 10) },
    { id: 'b', ...p(20, 10) },
    { id: 'c', ...p(30, 10) },
    { id: 'd', ...p(10, 30) },
    { id: 'e', ...p(20, 30) },
    { id: 'f', ...p(30, 30) },
    { id: 'g', ...p(60, 80) },
  ];
  it.each<[string, PlanDirection, string | undefined]>([
    ['a', 'right', 'b'],
    ['b', 'right', 'c'],
    // Only g lies to the right of c (far below): it is reached, so no seat is ever a dead end.
    ['c', 'right', 'g'],
    ['a', 'down', 'd'],
    ['e', 'up', 'b'],
    ['e', 'left', 'd'],
    ['a', 'left', undefined],
    ['a', 'up', undefined],
    ['f', 'down', 'g'],
    ['g', 'up', 'f'],
    ['g', 'right', undefined],
    ['unknown', 'right', undefined],
  ])('from %s %s → %s', (from, direction, expected) => {
    expect(seatInDirection(seats, from, direction)?.id).toBe(expected);
  });

  it('prefers the seat straight ahead over a diagonal one that is closer', () => {
    const row = [
      { id: 'x', ...p(10, 50) },
      { id: 'diagonal', ...p(18, 62) },
      { id: 'ahead', ...p(30, 50) },
    ];
    expect(seatInDirection(row, 'x', 'right')?.id).toBe('ahead');
  });
});
