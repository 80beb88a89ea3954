import { describe, expect, it } from 'vitest';
import { formatPeriod } from './format-period';

describe('formatPeriod (Europe/Berlin)', () => {
  it.each([
    {
      start: '2027-03-02T09:00:00Z',
      end: '2027-03-02T11:00:00Z',
      lang: 'de',
      expected: '02.03.2027, 10:00–12:00',
    },
    {
      start: '2027-03-02T09:00:00Z',
      end: '2027-03-02T11:00:00Z',
      lang: 'en',
      expected: '2 Mar 2027, 10:00–12:00',
    },
    // 23:30 UTC is already the next day in Berlin.
    {
      start: '2027-03-02T21:00:00Z',
      end: '2027-03-02T23:30:00Z',
      lang: 'de',
      expected: '02.03.2027, 22:00 – 03.03.2027, 00:30',
    },
    // DST end 2026-10-25: 00:30 UTC = 02:30 CEST, 02:30 UTC = 03:30 CET, same local day.
    {
      start: '2026-10-25T00:30:00Z',
      end: '2026-10-25T02:30:00Z',
      lang: 'de',
      expected: '25.10.2026, 02:30–03:30',
    },
    // DST start 2026-03-29: 00:30 UTC = 01:30 CET, 01:30 UTC = 03:30 CEST.
    {
      start: '2026-03-29T00:30:00Z',
      end: '2026-03-29T01:30:00Z',
      lang: 'en',
      expected: '29 Mar 2026, 01:30–03:30',
    },
  ])('$start – $end ($lang)', ({ start, end, lang, expected }) => {
    expect(formatPeriod(start, end, lang)).toBe(expected);
  });
});
