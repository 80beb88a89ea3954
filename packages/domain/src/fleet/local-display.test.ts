import { describe, expect, it } from 'vitest';
import { toInstant } from '../time/zoned-time';
import { formatLocalDisplay } from './local-display';

describe('formatLocalDisplay', () => {
  it.each([
    [toInstant('2026-03-29', '03:30'), '29.03.2026 03:30'],
    [Date.UTC(2026, 9, 25, 0, 30), '25.10.2026 02:30'], // CEST occurrence
    [Date.UTC(2026, 9, 25, 1, 30), '25.10.2026 02:30'], // CET occurrence
    [Date.UTC(2027, 2, 28, 1, 0), '28.03.2027 03:00'],
  ])('%i -> %s', (instant, text) => {
    expect(formatLocalDisplay(instant)).toBe(text);
  });

  it('uses the zone given', () => {
    expect(formatLocalDisplay(Date.UTC(2027, 9, 31, 12, 0), 'UTC')).toBe('31.10.2027 12:00');
  });
});
