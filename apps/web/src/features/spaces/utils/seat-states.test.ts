import { describe, expect, it } from 'vitest';
import { isBookableState } from './seat-states';

describe('isBookableState', () => {
  it.each([
    ['available', true],
    ['hourlyOccupied', true],
    ['occupied', false],
    ['yours', false],
    ['reserved', false],
    ['closed', false],
  ] as const)('%s bookable: %s', (state, bookable) => {
    expect(isBookableState(state)).toBe(bookable);
  });
});
