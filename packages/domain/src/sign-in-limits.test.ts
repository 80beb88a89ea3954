import { describe, expect, it } from 'vitest';
import { judgeSignInAttempt } from './sign-in-limits';

const now = new Date('2026-03-29T01:30:00Z'); // the night of the spring DST change
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const times = (...minutes: number[]) => minutes.map(ago);

describe('judgeSignInAttempt', () => {
  it.each([
    ['no failures', [], [], { allowed: true }],
    ['4 account failures', times(1, 2, 3, 4), [], { allowed: true }],
    [
      '5 account failures',
      times(1, 2, 3, 4, 5),
      [],
      { allowed: false, scope: 'account', retryAfterSeconds: 600 },
    ],
    ['5 failures, one outside the window', times(1, 2, 3, 4, 15), [], { allowed: true }],
    [
      '6 failures: the 5th newest decides',
      times(1, 2, 3, 4, 10, 14),
      [],
      {
        allowed: false,
        scope: 'account',
        retryAfterSeconds: 300,
      },
    ],
    ['19 address failures', [], Array.from({ length: 19 }, (_, i) => ago(i)), { allowed: true }],
    [
      '20 address failures',
      [],
      Array.from({ length: 20 }, (_, i) => ago(i / 2)),
      {
        allowed: false,
        scope: 'address',
        retryAfterSeconds: 330,
      },
    ],
  ] as const)('%s', (_name, account, address, expected) => {
    expect(judgeSignInAttempt({ account, address }, now)).toEqual(expected);
  });

  it('never answers a Retry-After below one second', () => {
    const verdict = judgeSignInAttempt(
      { account: times(14.999, 14.999, 14.999, 14.999, 14.999), address: [] },
      now,
    );
    expect(verdict).toEqual({ allowed: false, scope: 'account', retryAfterSeconds: 1 });
  });

  it('accepts custom limits', () => {
    const limits = { windowMinutes: 1, perAccount: 2, perAddress: 3 };
    expect(judgeSignInAttempt({ account: times(0.5), address: [] }, now, limits)).toEqual({ allowed: true });
    expect(judgeSignInAttempt({ account: times(0.5, 0.75), address: [] }, now, limits)).toMatchObject({
      allowed: false,
    });
  });
});
