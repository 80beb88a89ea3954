import { describe, expect, it } from 'vitest';
import { interfaceZoomPercent, rootFontSize } from './interface-zoom';

describe('interface zoom (general.zoom)', () => {
  it.each([
    [undefined, 100],
    [null, 100],
    ['150', 100],
    [Number.NaN, 100],
    [100, 100],
    [125, 125],
    [49, 50],
    [400, 200],
    [112.6, 113],
  ])('setting %s draws the interface at %i %%', (value, percent) => {
    expect(interfaceZoomPercent(value)).toBe(percent);
  });

  it('leaves the root font size alone at 100 % and scales it otherwise', () => {
    expect(rootFontSize(100)).toBe('');
    expect(rootFontSize(150)).toBe('150%');
    expect(rootFontSize(50)).toBe('50%');
  });
});
