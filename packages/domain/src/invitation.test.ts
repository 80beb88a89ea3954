import { describe, expect, it } from 'vitest';
import {
  INVITATION_LINK_DAYS,
  isInvited,
  PASSWORD_RESET_LINK_MINUTES,
  passwordLinkLifetimeMs,
  passwordLinkValid,
} from './invitation';
import { toInstant } from './time/zoned-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('isInvited', () => {
  it.each([
    [0, true],
    [1, false],
    [2, false],
  ])('%i ways to sign in -> invited %s', (signInMethods, invited) => {
    expect(isInvited({ signInMethods })).toBe(invited);
  });
});

describe('passwordLinkLifetimeMs', () => {
  it('7 days for an invitation, 60 minutes for a reset', () => {
    expect(INVITATION_LINK_DAYS).toBe(7);
    expect(PASSWORD_RESET_LINK_MINUTES).toBe(60);
    expect(passwordLinkLifetimeMs(true)).toBe(7 * DAY);
    expect(passwordLinkLifetimeMs(false)).toBe(HOUR);
  });
});

describe('passwordLinkValid (instants; across the DST changes in Europe/Berlin)', () => {
  // Issued shortly before each change of the clocks; 7 × 24 h later is one wall-clock hour off.
  it.each<[string, string, number, boolean, boolean]>([
    ['2026-03-28', '10:00', 7 * DAY - 1, true, true],
    ['2026-03-28', '10:00', 7 * DAY, true, false],
    ['2026-10-24', '10:00', 6 * DAY + 23 * HOUR, true, true],
    ['2026-10-24', '10:00', 7 * DAY + 60_000, true, false],
    ['2027-03-27', '23:30', 3 * DAY, true, true],
    ['2027-10-30', '09:00', 8 * DAY, true, false],
    ['2027-10-31', '01:30', 59 * 60_000, false, true],
    ['2027-10-31', '01:30', HOUR, false, false],
    ['2026-10-25', '02:30', 2 * HOUR, false, false],
  ])('issued %s %s, %i ms later, invited %s -> valid %s', (date, time, later, invited, valid) => {
    const issuedAt = toInstant(date, time);
    expect(passwordLinkValid({ issuedAt, now: issuedAt + later, invited })).toBe(valid);
  });

  it('an invitation issued on 2026-10-24 10:00 ends on 2026-10-31 09:00 Berlin wall time (25-hour day between)', () => {
    const issuedAt = toInstant('2026-10-24', '10:00');
    const end = issuedAt + passwordLinkLifetimeMs(true);
    expect(end).toBe(toInstant('2026-10-31', '09:00'));
  });
});
