import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../booking/status';
import { toInstant } from '../time/zoned-time';
import {
  CANCEL_REASON_TEXTS,
  cancelReasonText,
  dueApprovalExpiries,
  type ExpiryCandidate,
  expiryCandidatesStartingBefore,
} from './approval-expiry';
import { VEHICLE_CANCEL_REASONS } from './vehicle-constants';

const MIN = 60_000;
const berlin = (local: string) => {
  const [date = '', time = ''] = local.split('T');
  return toInstant(date, time as `${number}:${number}`, 'Europe/Berlin');
};
const undecided = [
  { userId: 'a1', approved: false },
  { userId: 'a2', approved: false },
];

const trip = (over: Partial<ExpiryCandidate> & { start: number }): ExpiryCandidate => ({
  id: 't',
  status: 'vorgemerkt' as BookingStatus,
  approvers: undecided,
  approvalAfterStart: true,
  ...over,
});

describe('dueApprovalExpiries (ADR 0008 gap 3: the deadline job)', () => {
  // start (Berlin wall time), grace on, now (Berlin wall time), due
  it.each([
    // an ordinary day: due exactly at start + 60 min, not one millisecond before
    ['2026-11-24T10:00', true, '2026-11-24T10:59', false],
    ['2026-11-24T10:00', true, '2026-11-24T11:00', true],
    ['2026-11-24T10:00', false, '2026-11-24T09:59', false],
    ['2026-11-24T10:00', false, '2026-11-24T10:00', true],
    // 2026-03-29, clocks jump 02:00 -> 03:00: a trip starting 01:30 has its deadline at 03:30
    // local (60 real minutes later), not 02:30
    ['2026-03-29T01:30', true, '2026-03-29T03:29', false],
    ['2026-03-29T01:30', true, '2026-03-29T03:30', true],
    ['2026-03-29T03:00', true, '2026-03-29T03:59', false],
    ['2026-03-29T03:00', true, '2026-03-29T04:00', true],
  ] as const)('start %s, grace %s, now %s -> due %s', (start, grace, now, due) => {
    const c = trip({ start: berlin(start), approvalAfterStart: grace });
    expect(dueApprovalExpiries([c], berlin(now))).toEqual(due ? ['t'] : []);
  });

  it('2026-10-25, clocks fall back 03:00 -> 02:00: the grace is 60 real minutes across the repeated hour', () => {
    // 02:30 CEST (00:30 UTC) -> deadline 02:30 CET (01:30 UTC), the second 02:30 of the night
    const start = Date.parse('2026-10-25T00:30:00Z');
    const c = trip({ start });
    expect(dueApprovalExpiries([c], Date.parse('2026-10-25T01:29:59.999Z'))).toEqual([]);
    expect(dueApprovalExpiries([c], Date.parse('2026-10-25T01:30:00Z'))).toEqual(['t']);
    // a trip at 01:30 CEST is due at the first 02:30 (CEST), an hour before the second
    const early = trip({ start: berlin('2026-10-25T01:30') });
    expect(dueApprovalExpiries([early], Date.parse('2026-10-25T00:30:00Z'))).toEqual(['t']);
  });

  const start = berlin('2026-11-24T10:00');
  const late = start + 2 * 60 * MIN;
  it.each([
    ['approved by one approver', { approvers: [{ userId: 'a1', approved: true }, ...undecided.slice(1)] }],
    ['no approvers (counts as approved)', { approvers: [] }],
    ['already reserved', { status: 'reserviert' as BookingStatus }],
    ['already cancelled', { status: 'storniert' as BookingStatus }],
    ['active', { status: 'aktiv' as BookingStatus }],
  ])('never due when %s', (_, over) => {
    expect(dueApprovalExpiries([trip({ start, ...over })], late)).toEqual([]);
  });

  it('picks the due ones out of several, in input order', () => {
    const list = [
      trip({ id: 'a', start }),
      trip({ id: 'b', start: start + 3 * 60 * MIN }),
      trip({ id: 'c', start: start - 60 * MIN, approvalAfterStart: false }),
      trip({ id: 'd', start, status: 'reserviert' }),
    ];
    expect(dueApprovalExpiries(list, start + 60 * MIN)).toEqual(['a', 'c']);
  });

  it('the database pre-filter never leaves out a due trip (deadline >= start)', () => {
    const now = berlin('2026-11-24T12:00');
    for (const grace of [true, false])
      for (const offset of [-120, -61, -60, -1, 0])
        if (dueApprovalExpiries([trip({ start: now + offset * MIN, approvalAfterStart: grace })], now).length)
          expect(now + offset * MIN).toBeLessThanOrEqual(expiryCandidatesStartingBefore(now));
  });
});

describe('cancel reasons in the recipient language', () => {
  it.each(Object.values(VEHICLE_CANCEL_REASONS))('%s has a German and an English text', (reason) => {
    expect(CANCEL_REASON_TEXTS[reason]?.de).toBe(reason);
    expect(cancelReasonText(reason, 'en')).not.toBe(reason);
    expect(cancelReasonText(reason, 'en')).toMatch(/^Cancelled/);
  });
  it('a free text is kept as written', () => {
    expect(cancelReasonText('Werkstatt', 'en')).toBe('Werkstatt');
  });
});
