import { describe, expect, it } from 'vitest';
import { countBadge } from './count-badge';

describe('countBadge', () => {
  it.each([
    [0, '0', true],
    [1, '1', true],
    [9, '9', true],
    [10, '10', false],
    [42, '42', false],
    [99, '99', false],
    [100, '99+', false],
    [2.7, '2', true],
    [-3, '0', true],
  ])('%d shows %j, circle %s', (count, text, circle) => {
    expect(countBadge(count)).toEqual({ text, circle });
  });
});
