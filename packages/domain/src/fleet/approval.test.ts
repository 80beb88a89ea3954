import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import { toInstant } from '../time/zoned-time';
import {
  APPROVAL_EXPIRED_REASON,
  type ApprovalState,
  approvalAfterStartFromSettings,
  approvalDeadline,
  approvalExpiryStatus,
  awaitsApproval,
  checkCheckInApproved,
  chooseApprovers,
  decideApproval,
  initialVehicleBookingStatus,
  isApprovalPending,
  isApproved,
  isOwnTrip,
  needsAdminFallback,
  needsApproval,
  type SpecialTripInput,
  specialTripReasons,
} from './approval';

const MIN = 60_000;
/** A trip booked by b1 for the driver d1 (neither is among the approvers a1, a2). */
const PARTIES = { bookerId: 'b1', driverId: 'd1' } as const;

describe('special-trip decision (spec 4, 5)', () => {
  const base: SpecialTripInput = {
    departmentCheck: true,
    driverDepartmentId: 'sales',
    vehicleDepartmentIds: ['fleet'],
    outsideBookingWindow: false,
  };
  it.each([
    // overrides, reasons
    [{}, ['DEPARTMENT']],
    [{ vehicleDepartmentIds: ['fleet', 'sales'] }, []],
    [{ vehicleDepartmentIds: [] }, []], // a vehicle without departments belongs to all
    [{ driverDepartmentId: null }, ['DEPARTMENT']],
    [{ departmentCheck: false }, []],
    [{ departmentCheck: false, outsideBookingWindow: true }, ['OUTSIDE_BOOKING_WINDOW']],
    [{ outsideBookingWindow: true }, ['DEPARTMENT', 'OUTSIDE_BOOKING_WINDOW']],
  ] as const)('%o -> %o', (over, reasons) => {
    const input = { ...base, ...over };
    expect(specialTripReasons(input)).toEqual(reasons);
    expect(needsApproval(input)).toBe(reasons.length > 0);
  });

  it('holds a special trip as vorgemerkt, reserves any other', () => {
    expect(initialVehicleBookingStatus(true)).toBe('vorgemerkt');
    expect(initialVehicleBookingStatus(false)).toBe('reserviert');
  });
});

describe('approval deadline and the one-hour grace (ADR 0008 gap 3)', () => {
  // A special trip on the DST day 2026-10-25 at 02:30 (the first, CEST occurrence).
  const start = toInstant('2026-10-25', '02:30');
  const pending: ApprovalState = {
    status: 'vorgemerkt',
    start,
    approvers: [
      { userId: 'a1', approved: false },
      { userId: 'a2', approved: false },
    ],
  };

  it('is start + 60 elapsed minutes with approval after start, else the start', () => {
    expect(approvalDeadline(start, true) - start).toBe(60 * MIN);
    expect(approvalDeadline(start, false)).toBe(start);
    expect(approvalAfterStartFromSettings(defaultSettings())).toBe(true);
  });

  it.each([
    // now, approval after start, pending?, expiry
    [start - MIN, false, true, null],
    [start - 1, false, true, null],
    [start, false, false, 'storniert'],
    [start + 59 * MIN, true, true, null],
    [start + 60 * MIN - 1, true, true, null],
    [start + 60 * MIN, true, false, 'storniert'],
  ] as const)('at start%+i ms (grace %s): pending %s, expiry %s', (now, grace, isPending, expiry) => {
    expect(isApprovalPending(pending, now, grace)).toBe(isPending);
    expect(approvalExpiryStatus(pending, now, grace)).toBe(expiry);
  });

  it.each([
    ['2026-03-29', '02:30'], // pushed to 03:30 CEST
    ['2027-03-28', '10:00'],
    ['2027-10-31', '02:15'],
  ])('the grace on %s %s is one elapsed hour', (date, time) => {
    const s = toInstant(date, time);
    const state = { ...pending, start: s };
    expect(isApprovalPending(state, s + 60 * MIN - 1, true)).toBe(true);
    expect(isApprovalPending(state, s + 60 * MIN, true)).toBe(false);
  });

  it('an approved, approver-less or no longer held booking never expires', () => {
    const later = start + 600 * MIN;
    expect(approvalExpiryStatus({ ...pending, approvers: [] }, later, true)).toBeNull();
    expect(
      approvalExpiryStatus({ ...pending, approvers: [{ userId: 'a1', approved: true }] }, later, true),
    ).toBeNull();
    expect(approvalExpiryStatus({ ...pending, status: 'reserviert' }, later, true)).toBeNull();
    expect(APPROVAL_EXPIRED_REASON).toBe('Storno, da die Sonderfahrt nicht rechtzeitig freigegeben wurde.');
  });

  it.each([
    // status, approvers, awaits approval
    ['vorgemerkt', [{ userId: 'a1', approved: false }], true],
    [
      'vorgemerkt',
      [
        { userId: 'a1', approved: false },
        { userId: 'a2', approved: false },
      ],
      true,
    ],
    [
      'vorgemerkt',
      [
        { userId: 'a1', approved: false },
        { userId: 'a2', approved: true },
      ],
      false,
    ],
    ['vorgemerkt', [], false], // held for the guest's confirmation, not for an approval
    ['reserviert', [{ userId: 'a1', approved: true }], false],
    ['reserviert', [], false],
    ['storniert', [{ userId: 'a1', approved: false }], false],
    ['aktiv', [{ userId: 'a1', approved: true }], false],
  ] as const)('awaitsApproval: %s with %j → %s', (status, approvers, expected) => {
    expect(awaitsApproval({ status, approvers })).toBe(expected);
  });

  it('counts as approved with no approvers or any approval', () => {
    expect(isApproved([])).toBe(true);
    expect(isApproved(pending.approvers)).toBe(false);
    expect(
      isApproved([
        { userId: 'a1', approved: false },
        { userId: 'a2', approved: true },
      ]),
    ).toBe(true);
  });

  it.each([
    // decision, approver, now, result
    [
      'approve',
      'a2',
      start - 10 * MIN,
      {
        ok: true,
        value: { status: 'reserviert', approvedRow: { userId: 'a2', approvedAt: start - 10 * MIN } },
      },
    ],
    ['reject', 'a1', start - 10 * MIN, { ok: true, value: { status: 'storniert', approvedRow: null } }],
    [
      'approve',
      'a1',
      start + 59 * MIN,
      {
        ok: true,
        value: { status: 'reserviert', approvedRow: { userId: 'a1', approvedAt: start + 59 * MIN } },
      },
    ],
    [
      'approve',
      'a1',
      start + 60 * MIN,
      { ok: false, code: 'APPROVAL_DEADLINE_PASSED', details: { deadline: start + 60 * MIN } },
    ],
    [
      'reject',
      'a1',
      start + 60 * MIN,
      { ok: false, code: 'APPROVAL_DEADLINE_PASSED', details: { deadline: start + 60 * MIN } },
    ],
    ['approve', 'x', start, { ok: false, code: 'SPECIAL_APPROVAL_USER_NOT_FOUND', details: { userId: 'x' } }],
  ] as const)('%s by %s at %i -> %o', (decision, approverId, now, expected) => {
    expect(
      decideApproval({ ...pending, ...PARTIES, decision, approverId, now, approvalAfterStart: true }),
    ).toEqual(expected);
  });

  it.each([
    ['reserviert', pending.approvers],
    ['storniert', pending.approvers],
    ['vorgemerkt', []],
    ['vorgemerkt', [{ userId: 'a1', approved: true }]],
  ] as const)('refuses a decision on a %s booking with approvers %o', (status, approvers) => {
    const result = decideApproval({
      status,
      start,
      approvers,
      ...PARTIES,
      decision: 'approve',
      approverId: 'a1',
      now: start - MIN,
      approvalAfterStart: true,
    });
    expect(result).toEqual({ ok: false, code: 'APPROVAL_NOT_PENDING', details: { status } });
  });

  it('refuses check-in while not approved', () => {
    expect(checkCheckInApproved(pending)).toEqual({ ok: false, code: 'CHECK_IN_NOT_APPROVED', details: {} });
    expect(checkCheckInApproved({ ...pending, status: 'reserviert' }).ok).toBe(true);
    expect(checkCheckInApproved({ ...pending, approvers: [] }).ok).toBe(true);
  });
});

describe('nobody approves their own special trip (issue 22 point 1, ADR 0018)', () => {
  const start = toInstant('2026-03-29', '09:00'); // the spring DST day
  const u = (id: string) => ({ id });
  it.each([
    // booker, driver, user, own
    ['b1', 'd1', 'b1', true],
    ['b1', 'd1', 'd1', true],
    ['b1', 'd1', 'a1', false],
    ['b1', null, 'b1', true], // a guest trip: the staff member who booked it
    ['b1', null, 'a1', false],
    ['b1', 'b1', 'b1', true],
  ] as const)('booker %s, driver %s: %s decides on its own trip = %s', (bookerId, driverId, user, own) => {
    expect(isOwnTrip({ bookerId, driverId }, user)).toBe(own);
  });

  it.each([
    // approvers, admins, booker, driver, expected
    [[], ['adm'], 'b1', 'd1', { ok: true, value: { approvers: [], source: 'none' } }],
    [
      ['a1', 'a2'],
      ['adm'],
      'b1',
      'd1',
      { ok: true, value: { approvers: ['a1', 'a2'], source: 'approvers' } },
    ],
    [['a1', 'a2'], ['adm'], 'a1', 'd1', { ok: true, value: { approvers: ['a2'], source: 'approvers' } }],
    [['a1', 'a2'], ['adm'], 'b1', 'a2', { ok: true, value: { approvers: ['a1'], source: 'approvers' } }],
    [['a1', 'a2'], ['adm'], 'a1', 'a2', { ok: true, value: { approvers: ['adm'], source: 'admins' } }],
    [['a1'], ['a1', 'adm'], 'a1', null, { ok: true, value: { approvers: ['adm'], source: 'admins' } }],
    [['a1'], ['adm', 'a1'], 'b1', 'a1', { ok: true, value: { approvers: ['adm'], source: 'admins' } }],
    [['a1'], ['a1'], 'a1', 'a1', { ok: false, code: 'NO_APPROVER_AVAILABLE', details: {} }],
    [['a1'], [], 'a1', 'd1', { ok: false, code: 'NO_APPROVER_AVAILABLE', details: {} }],
    [['a1', 'adm'], ['adm'], 'a1', 'adm', { ok: false, code: 'NO_APPROVER_AVAILABLE', details: {} }],
  ] as const)(
    'approvers %o, admins %o, booker %s, driver %s -> %o',
    (approvers, admins, bookerId, driverId, expected) => {
      const trip = { bookerId, driverId };
      const chosen = chooseApprovers({ approvers: approvers.map(u), admins: admins.map(u), trip });
      const ids = chosen.ok
        ? { ok: true, value: { ...chosen.value, approvers: chosen.value.approvers.map((a) => a.id) } }
        : chosen;
      expect(ids).toEqual(expected);
      expect(needsAdminFallback(approvers.map(u), trip)).toBe(
        approvers.length > 0 && approvers.every((a) => a === bookerId || a === driverId),
      );
    },
  );

  const pending = {
    status: 'vorgemerkt' as const,
    start,
    approvers: [
      { userId: 'a1', approved: false },
      { userId: 'a2', approved: false },
    ],
  };
  it.each([
    // decision, booker, driver, deciding user, status, expected code (null = allowed)
    ['approve', 'a1', 'd1', 'a1', 'vorgemerkt', 'OWN_APPROVAL'],
    ['reject', 'a1', 'd1', 'a1', 'vorgemerkt', 'OWN_APPROVAL'],
    ['approve', 'b1', 'a2', 'a2', 'vorgemerkt', 'OWN_APPROVAL'],
    ['reject', 'b1', 'a2', 'a2', 'vorgemerkt', 'OWN_APPROVAL'],
    ['approve', 'a1', null, 'a1', 'vorgemerkt', 'OWN_APPROVAL'],
    // an own trip is refused as own whatever its state (no hint at what else would refuse it)
    ['approve', 'a1', 'd1', 'a1', 'reserviert', 'OWN_APPROVAL'],
    ['approve', 'a1', 'd1', 'a2', 'vorgemerkt', null],
    ['reject', 'b1', 'a2', 'a1', 'vorgemerkt', null],
  ] as const)(
    '%s of a trip booked by %s for %s, by %s (%s) -> %s',
    (decision, bookerId, driverId, approverId, status, code) => {
      const result = decideApproval({
        ...pending,
        status,
        bookerId,
        driverId,
        decision,
        approverId,
        now: start - MIN,
        approvalAfterStart: true,
      });
      if (code === null) expect(result.ok).toBe(true);
      else expect(result).toEqual({ ok: false, code, details: { userId: approverId } });
    },
  );
});
