import { describe, expect, it } from 'vitest';
import { toInstant } from '../time/zoned-time';
import {
  isLockerCodeWellFormed,
  LOCKER_CODE_ALPHABET,
  type LockerBooking,
  lockerCodeFromBytes,
  lockerCodeState,
  lockerStep,
  normalizeLockerCode,
} from './office-locker';

const MIN = 60_000;

describe('locker codes (ADR 0009 gap 7)', () => {
  it.each([
    ['ab3-k9x', 'AB3K9X', true],
    [' AB3 K9X ', 'AB3K9X', true],
    ['AB3K9', 'AB3K9', false],
    ['AB3K9O', 'AB3K9O', false], // O is not in the alphabet
    ['AB3K91', 'AB3K91', false],
  ])('%s -> %s, well formed %s', (input, normalized, ok) => {
    expect(normalizeLockerCode(input)).toBe(normalized);
    expect(isLockerCodeWellFormed(normalizeLockerCode(input))).toBe(ok);
  });

  it('maps random bytes without bias, skipping the uneven tail', () => {
    const size = LOCKER_CODE_ALPHABET.length; // 31: bytes 248..255 are skipped
    expect(lockerCodeFromBytes(Uint8Array.from([0, 1, 2, 3, 4, 5]))).toBe('234567');
    expect(lockerCodeFromBytes(Uint8Array.from([248, 255, size, 0, 1, 2, 3, 4]))).toBe('223456');
    expect(lockerCodeFromBytes(Uint8Array.from([250, 0, 1]))).toBeNull();
    const code = lockerCodeFromBytes(Uint8Array.from([30, 61, 92, 123, 154, 185]));
    expect(code).toBe('ZZZZZZ');
    expect(isLockerCodeWellFormed(code ?? '')).toBe(true);
  });
});

describe('what the terminal offers', () => {
  // 2026-10-25 08:00 CET, window 30 before / 60 after
  const start = toInstant('2026-10-25', '08:00');
  const rules = { checkInBeforeStartMinutes: 30, checkInActiveMinutes: 60 };
  const booking: LockerBooking = {
    type: 'BUCHUNG',
    status: 'reserviert',
    start,
    approvers: [],
    guestConfirmed: true,
  };
  it.each([
    [{}, start - 31 * MIN, null],
    [{}, start - 30 * MIN, 'pickup'],
    [{}, start + 60 * MIN - 1, 'pickup'],
    [{}, start + 60 * MIN, null],
    [{ status: 'aktiv' }, start + 10 * 60 * MIN, 'return'],
    [{ status: 'vorgemerkt', approvers: [{ userId: 'a', approved: false }] }, start, null],
    [{ status: 'vorgemerkt', approvers: [{ userId: 'a', approved: true }] }, start, null], // not released yet
    [{ status: 'vorgemerkt', approvers: [] }, start, null], // held for the guest's confirmation
    [{ status: 'reserviert', approvers: [{ userId: 'a', approved: false }] }, start, null],
    [{ status: 'reserviert', approvers: [{ userId: 'a', approved: true }] }, start, 'pickup'],
    [{ status: 'reserviert', guestConfirmed: false }, start, null],
    [{ status: 'durchgefuehrt' }, start, null],
    [{ type: 'WARTUNG' }, start, null],
  ] as const)('%o at %i -> %s', (over, now, step) => {
    expect(lockerStep({ ...booking, ...over } as LockerBooking, now, rules)).toBe(step);
  });
});

describe('a key code only for an approved trip (issue 22 point 2)', () => {
  const a = (approved: boolean) => [{ userId: 'a1', approved }];
  it.each([
    // type, status, approvers, state
    ['BUCHUNG', 'vorgemerkt', a(false), 'NOT_APPROVED'],
    ['BUCHUNG', 'vorgemerkt', a(true), 'NOT_APPROVED'],
    ['BUCHUNG', 'vorgemerkt', [], 'NOT_APPROVED'],
    ['BUCHUNG', 'reserviert', a(false), 'NOT_APPROVED'],
    ['BUCHUNG', 'reserviert', a(true), 'available'],
    ['BUCHUNG', 'reserviert', [], 'available'],
    ['BUCHUNG', 'aktiv', [], 'available'],
    ['BUCHUNG', 'durchgefuehrt', [], 'none'],
    ['BUCHUNG', 'storniert', a(false), 'none'],
    ['BUCHUNG', 'verschlossen', [], 'none'],
    ['WARTUNG', 'reserviert', [], 'none'],
    ['DEFEKT', 'vorgemerkt', [], 'none'],
  ] as const)('%s %s with approvers %o -> %s', (type, status, approvers, state) => {
    expect(lockerCodeState({ type, status, approvers })).toBe(state);
  });
});
