import { describe, expect, it } from 'vitest';
import { judgeMailRequest, mailRecipientKey } from './mail-request-limits';

const now = new Date('2026-10-25T01:30:00Z'); // the night of the autumn DST change
const times = (...minutes: number[]) => minutes.map((m) => new Date(now.getTime() - m * 60_000));

describe('judgeMailRequest', () => {
  it.each([
    ['no requests', [], { allowed: true }],
    ['4 requests in the hour', times(1, 2, 3, 4), { allowed: true }],
    ['5 requests in the hour', times(1, 2, 3, 4, 5), { allowed: false, retryAfterSeconds: 55 * 60 }],
    ['5 requests, one older than the hour', times(1, 2, 3, 4, 60), { allowed: true }],
    [
      '7 requests: the 5th newest decides',
      times(50, 1, 2, 30, 3, 40, 59),
      { allowed: false, retryAfterSeconds: 20 * 60 },
    ],
    ['a request just now', times(0, 0, 0, 0, 0), { allowed: false, retryAfterSeconds: 3600 }],
  ] as const)('%s', (_name, recent, expected) => {
    expect(judgeMailRequest(recent, now)).toEqual(expected);
  });

  it('never answers a Retry-After below one second', () => {
    expect(judgeMailRequest(times(59.9999, 59.9999, 59.9999, 59.9999, 59.9999), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it('accepts custom limits', () => {
    const limits = { windowMinutes: 10, perRecipient: 1 };
    expect(judgeMailRequest(times(11), now, limits)).toEqual({ allowed: true });
    expect(judgeMailRequest(times(9), now, limits)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('keys recipients case-insensitively', () => {
    expect(mailRecipientKey('  Booker@Demo.Example ')).toBe('booker@demo.example');
  });
});
