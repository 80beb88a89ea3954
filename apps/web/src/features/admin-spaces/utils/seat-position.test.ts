import { describe, expect, it } from 'vitest';
import { hasMoved, moveByKey, pointerToPosition, toPercent } from './seat-position';

describe('toPercent', () => {
  it.each([
    { value: 12.345, expected: 12.3 },
    { value: 12.35, expected: 12.4 },
    { value: -3, expected: 0 },
    { value: 100.4, expected: 100 },
    { value: Number.NaN, expected: 0 },
    { value: Number.POSITIVE_INFINITY, expected: 0 },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(toPercent(value)).toBe(expected);
  });
});

describe('pointerToPosition', () => {
  const rect = { left: 100, top: 50, width: 400, height: 200 };
  it.each([
    { x: 100, y: 50, expected: { posX: 0, posY: 0 } },
    { x: 300, y: 150, expected: { posX: 50, posY: 50 } },
    { x: 500, y: 250, expected: { posX: 100, posY: 100 } },
    { x: 101, y: 51, expected: { posX: 0.3, posY: 0.5 } },
    // Dragged beyond the image: the marker stays on its edge.
    { x: 20, y: 900, expected: { posX: 0, posY: 100 } },
  ])('($x, $y)', ({ x, y, expected }) => {
    expect(pointerToPosition(x, y, rect)).toEqual(expected);
  });

  it('an image without size (not loaded) gives the corner instead of NaN', () => {
    expect(pointerToPosition(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ posX: 0, posY: 0 });
  });
});

describe('moveByKey', () => {
  const start = { posX: 20.8, posY: 19.4 };
  it.each([
    { key: 'ArrowLeft', big: false, expected: { posX: 20.3, posY: 19.4 } },
    { key: 'ArrowRight', big: false, expected: { posX: 21.3, posY: 19.4 } },
    { key: 'ArrowUp', big: false, expected: { posX: 20.8, posY: 18.9 } },
    { key: 'ArrowDown', big: false, expected: { posX: 20.8, posY: 19.9 } },
    { key: 'ArrowDown', big: true, expected: { posX: 20.8, posY: 24.4 } },
  ])('$key (big: $big)', ({ key, big, expected }) => {
    expect(moveByKey(start, key, big)).toEqual(expected);
  });

  it('stops at the edges', () => {
    expect(moveByKey({ posX: 0.2, posY: 99.9 }, 'ArrowLeft')).toEqual({ posX: 0, posY: 99.9 });
    expect(moveByKey({ posX: 0.2, posY: 99.9 }, 'ArrowDown')).toEqual({ posX: 0.2, posY: 100 });
  });

  it('ignores other keys', () => {
    expect(moveByKey(start, 'Enter')).toBeUndefined();
  });
});

describe('hasMoved', () => {
  it('tells a click from a drag', () => {
    expect(hasMoved({ posX: 10, posY: 10 }, { posX: 10.02, posY: 10 })).toBe(false);
    expect(hasMoved({ posX: 10, posY: 10 }, { posX: 10.1, posY: 10 })).toBe(true);
  });
});
