import { describe, expect, it } from 'vitest';
import { localDateIn } from './local-date';

describe('localDateIn', () => {
  it.each([
    // 23:30 UTC on 28 March is already 29 March in Berlin (CET, +1).
    { instant: '2026-03-28T23:30:00Z', expected: '2026-03-29' },
    // DST day: 22:30 UTC on 29 March is 00:30 CEST on 30 March.
    { instant: '2026-03-29T22:30:00Z', expected: '2026-03-30' },
    { instant: '2026-10-25T21:59:00Z', expected: '2026-10-25' },
    { instant: '2026-10-25T23:00:00Z', expected: '2026-10-26' },
  ])('$instant -> $expected', ({ instant, expected }) => {
    expect(localDateIn(new Date(instant), 'Europe/Berlin')).toBe(expected);
  });
});

describe('localDateIn defaults to the organisation zone', () => {
  it('takes the Berlin date, not the UTC date', () => {
    expect(localDateIn(new Date('2026-11-22T23:30:00.000Z'))).toBe('2026-11-23');
    expect(localDateIn(new Date('2026-03-29T21:59:00.000Z'))).toBe('2026-03-29');
  });
});
