import { describe, expect, it } from 'vitest';
import { judgeSession, type SessionVerdict, shouldRecordActivity } from './session-lifetime';

const at = (iso: string) => new Date(iso);
const limits = { idleMinutes: 480, absoluteMinutes: 10_080 };

describe('judgeSession', () => {
  it.each<[string, string, string, string, SessionVerdict]>([
    ['just signed in', '2026-03-02T08:00:00Z', '2026-03-02T08:00:00Z', '2026-03-02T08:00:00Z', 'active'],
    ['idle 7:59 h', '2026-03-02T08:00:00Z', '2026-03-02T08:00:00Z', '2026-03-02T15:59:00Z', 'active'],
    [
      'idle exactly 8 h',
      '2026-03-02T08:00:00Z',
      '2026-03-02T08:00:00Z',
      '2026-03-02T16:00:00Z',
      'idle-expired',
    ],
    [
      'active 1 min ago, 6 days old',
      '2026-03-02T08:00:00Z',
      '2026-03-08T07:59:00Z',
      '2026-03-08T08:00:00Z',
      'active',
    ],
    [
      'exactly 7 days old',
      '2026-03-02T08:00:00Z',
      '2026-03-09T07:59:00Z',
      '2026-03-09T08:00:00Z',
      'absolute-expired',
    ],
    // Across the DST change of 2026-03-29 the limits are durations, not wall-clock times.
    [
      '7 days across DST',
      '2026-03-25T08:00:00Z',
      '2026-04-01T07:59:00Z',
      '2026-04-01T08:00:00Z',
      'absolute-expired',
    ],
    [
      '1 h after the autumn change',
      '2026-10-25T00:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:29:00Z',
      'active',
    ],
  ])('%s', (_name, created, active, now, expected) => {
    expect(judgeSession({ createdAt: at(created), lastActiveAt: at(active) }, limits, at(now))).toBe(
      expected,
    );
  });

  it('prefers the absolute verdict when both limits are over', () => {
    const s = { createdAt: at('2026-01-01T00:00:00Z'), lastActiveAt: at('2026-01-01T00:00:00Z') };
    expect(judgeSession(s, limits, at('2026-02-01T00:00:00Z'))).toBe('absolute-expired');
  });

  it('honours short tenant limits', () => {
    const s = { createdAt: at('2026-10-25T00:00:00Z'), lastActiveAt: at('2026-10-25T00:55:00Z') };
    const short = { idleMinutes: 5, absoluteMinutes: 60 };
    expect(judgeSession(s, short, at('2026-10-25T00:59:59Z'))).toBe('active');
    expect(judgeSession(s, short, at('2026-10-25T01:00:00Z'))).toBe('absolute-expired');
    expect(
      judgeSession({ ...s, createdAt: at('2026-10-25T00:30:00Z') }, short, at('2026-10-25T01:00:00Z')),
    ).toBe('idle-expired');
  });
});

describe('shouldRecordActivity', () => {
  it.each<[string, string, boolean]>([
    ['2026-03-02T08:00:00Z', '2026-03-02T08:00:59Z', false],
    ['2026-03-02T08:00:00Z', '2026-03-02T08:01:00Z', true],
    ['2026-03-02T08:00:00Z', '2026-03-02T07:59:00Z', false],
  ])('last %s, now %s -> %s', (last, now, expected) => {
    expect(shouldRecordActivity(at(last), at(now))).toBe(expected);
  });
});
