import { describe, expect, it } from 'vitest';
import { imageFileOf } from './image-file';

describe('imageFileOf', () => {
  it.each([
    { url: '/api/v1/files/floor-plans/demo/reading-room.svg', expected: 'reading-room.svg' },
    { url: '/api/v1/files/floor-plans/demo/a1b2.png?v=2', expected: 'a1b2.png' },
    { url: null, expected: null },
    { url: '', expected: null },
    { url: '/api/v1/files/floor-plans/demo/', expected: null },
    { url: '/api/v1/files/floor-plans/demo/..%2Fx', expected: null },
  ])('$url -> $expected', ({ url, expected }) => {
    expect(imageFileOf(url)).toBe(expected);
  });
});
