import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import { formatInstant, toInstant } from '../time/zoned-time';
import {
  checkGuestBooking,
  decideGuestCancellation,
  decideGuestConfirmation,
  type GuestBookingCheckInput,
  type GuestConfirmationBooking,
  type GuestLinkBooking,
  guestBookingRulesFromSettings,
  guestCancellationDeadline,
  guestConfirmationExpiryDue,
  guestLinkView,
  guestTokenExpiresAt,
  initialGuestBooking,
  isGuestCancellationFree,
  isGuestLinkUsable,
} from './guests';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('guest booking check (spec 1, 3; ADR 0008 gap 7)', () => {
  const base: GuestBookingCheckInput = {
    rules: { guestBooking: true, guestConfirmationRequired: true },
    vehicleGuestBookable: true,
    actorMayBookForGuests: true,
    guest: { name: ' Erika Gast ', email: ' erika@example.org ', notes: ' Abholung am Empfang ' },
  };
  it('accepts and trims a guest', () => {
    expect(checkGuestBooking(base)).toEqual({
      ok: true,
      value: { name: 'Erika Gast', email: 'erika@example.org', notes: 'Abholung am Empfang' },
    });
  });

  it.each([
    [{ rules: { guestBooking: false, guestConfirmationRequired: true } }, ['GUEST_BOOKING_DISABLED']],
    [{ actorMayBookForGuests: false }, ['GUEST_BOOKING_NOT_PERMITTED']],
    [{ vehicleGuestBookable: false }, ['VEHICLE_NOT_GUEST_BOOKABLE']],
    [{ guest: { name: ' ', email: 'erika@example.org' } }, ['GUEST_NAME_MISSING']],
    [{ guest: { name: 'E', email: 'erika@example' } }, ['GUEST_EMAIL_INVALID']],
    [{ guest: { name: 'E', email: 'erika @example.org' } }, ['GUEST_EMAIL_INVALID']],
    [{ guest: { name: 'E' } }, ['GUEST_EMAIL_INVALID']],
    [{ guest: { name: 'x'.repeat(201), email: 'e@example.org' } }, ['GUEST_TEXT_TOO_LONG']],
    [{ guest: { name: 'E', email: 'e@example.org', notes: 'x'.repeat(2001) } }, ['GUEST_TEXT_TOO_LONG']],
    [{ guest: { email: 'nope' } }, ['GUEST_NAME_MISSING', 'GUEST_EMAIL_INVALID']],
  ] as const)('%o -> %o', (over, codes) => {
    const verdict = checkGuestBooking({ ...base, ...over } as GuestBookingCheckInput);
    expect(verdict.ok ? [] : verdict.refusals.map((r) => r.code)).toEqual(codes);
  });

  it.each([
    // confirmation required, special trip, status, confirmed
    [true, false, 'vorgemerkt', false],
    [false, false, 'reserviert', true],
    [false, true, 'vorgemerkt', true],
    [true, true, 'vorgemerkt', false],
  ])('confirmation %s, special trip %s -> %s, confirmed %s', (required, special, status, confirmed) => {
    expect(initialGuestBooking({ guestBooking: true, guestConfirmationRequired: required }, special)).toEqual(
      {
        status,
        confirmed,
      },
    );
  });

  it('reads the settings (guest booking off, confirmation required by default)', () => {
    expect(guestBookingRulesFromSettings(defaultSettings())).toEqual({
      guestBooking: false,
      guestConfirmationRequired: true,
    });
  });
});

describe('free cancellation up to 24 hours before start (spec 9), elapsed hours', () => {
  it.each([
    // start (local), deadline (local ISO)
    [toInstant('2026-03-29', '10:00'), '2026-03-28T09:00:00+01:00'], // 23 h day in between
    [toInstant('2026-10-25', '10:00'), '2026-10-24T11:00:00+02:00'], // 25 h day in between
    [toInstant('2027-03-28', '03:00'), '2027-03-27T02:00:00+01:00'],
    [toInstant('2027-10-31', '02:30'), '2027-10-30T02:30:00+02:00'],
  ])('start %i: deadline %s', (start, deadline) => {
    expect(formatInstant(guestCancellationDeadline(start))).toBe(deadline);
    expect(start - guestCancellationDeadline(start)).toBe(24 * HOUR);
  });

  const start = toInstant('2026-03-29', '10:00');
  it.each([
    [start - 24 * HOUR - 1, true],
    [start - 24 * HOUR, true], // exactly 24 h: still free ("up to")
    [start - 24 * HOUR + 1, false],
    // 10:00 on the day before is 23 elapsed hours before a start after the spring change
    [toInstant('2026-03-28', '10:00'), false],
  ])('at %i: free %s', (now, free) => {
    expect(isGuestCancellationFree(start, now)).toBe(free);
  });
});

describe('the guest link: cancel, confirm, single use, expiry (ADR 0009 gap 5)', () => {
  const start = toInstant('2026-10-25', '10:00');
  const end = toInstant('2026-10-25', '18:00');
  const booking: GuestLinkBooking = { status: 'reserviert', start, end, tokenUsedAt: null };
  const early = start - 48 * HOUR;

  it('cancels free of charge and uses the token up', () => {
    expect(decideGuestCancellation(booking, early, 'Max Fuhrpark')).toEqual({
      ok: true,
      value: {
        status: 'storniert',
        reason: 'Storno durch den Gast über den Stornolink.',
        tokenUsedAt: early,
      },
    });
    // the same link again: the booking is cancelled and the token used
    const after = { ...booking, status: 'storniert' as const, tokenUsedAt: early };
    expect(decideGuestCancellation(after, early + MIN, 'Max Fuhrpark')).toMatchObject({
      code: 'GUEST_LINK_INVALID',
    });
    expect(isGuestLinkUsable({ ...booking, tokenUsedAt: early }, early + MIN)).toBe(false);
  });

  it('explains that it is too late and whom to contact', () => {
    const late = start - 24 * HOUR + 1;
    expect(decideGuestCancellation(booking, late, 'Max Fuhrpark')).toEqual({
      ok: false,
      code: 'GUEST_CANCELLATION_TOO_LATE',
      details: {
        deadline: '2026-10-24T11:00:00+02:00',
        deadlineLocal: '24.10.2026 11:00',
        contactName: 'Max Fuhrpark',
      },
    });
    expect(guestLinkView(booking, late)).toEqual({
      ok: true,
      value: { cancellable: false, deadline: start - 24 * HOUR, tooLate: true },
    });
    expect(guestLinkView(booking, early)).toMatchObject({ value: { cancellable: true, tooLate: false } });
  });

  it.each([
    // overrides, now, usable
    [{}, end - 1, true],
    [{}, end, false], // expires with the booking
    [{ status: 'aktiv' }, start, true], // the guest still sees the running trip
    [{ status: 'vorgemerkt' }, early, true],
    [{ status: 'storniert' }, early, false], // cancelled by staff
    [{ status: 'durchgefuehrt' }, early, false],
    [{ tokenUsedAt: early }, early, false],
  ] as const)('%o at %i: usable %s', (over, now, usable) => {
    expect(isGuestLinkUsable({ ...booking, ...over }, now)).toBe(usable);
  });

  it('refuses cancelling a running trip as too late', () => {
    expect(decideGuestCancellation({ ...booking, status: 'aktiv' }, start, 'Max')).toMatchObject({
      code: 'GUEST_CANCELLATION_TOO_LATE',
    });
  });

  it('expires the token at the planned end', () => {
    expect(guestTokenExpiresAt(booking)).toBe(end);
  });

  const unconfirmed: GuestConfirmationBooking = {
    ...booking,
    status: 'vorgemerkt',
    confirmed: false,
    confirmedAt: null,
    approvers: [],
  };
  it.each([
    // overrides, now, expected status or code, confirmedAt
    [{}, early, 'reserviert', early],
    [{}, start - 1, 'reserviert', start - 1],
    [{}, start, 'GUEST_CONFIRMATION_DEADLINE_PASSED', null],
    [{ approvers: [{ userId: 'a', approved: false }] }, early, 'vorgemerkt', early], // approval still outstanding
    [{ approvers: [{ userId: 'a', approved: true }] }, early, 'reserviert', early],
    [{ confirmed: true, confirmedAt: early - HOUR, status: 'reserviert' }, early, 'reserviert', early - HOUR], // twice
    [{ status: 'storniert' }, early, 'GUEST_LINK_INVALID', null],
    [{ tokenUsedAt: early - HOUR }, early, 'GUEST_LINK_INVALID', null],
  ] as const)('confirm %o at %i -> %s', (over, now, expected, confirmedAt) => {
    const result = decideGuestConfirmation({ ...unconfirmed, ...over } as GuestConfirmationBooking, now);
    if (!result.ok) {
      expect(result.code).toBe(expected);
      return;
    }
    expect(result.value).toEqual({ status: expected, confirmedAt });
  });

  it.each([
    [{}, start - 1, false],
    [{}, start, true],
    [{ confirmed: true }, start, false],
    [{ status: 'reserviert' }, start, false],
  ] as const)('confirmation expiry %o at %i: due %s', (over, now, due) => {
    const result = guestConfirmationExpiryDue({ id: 'g1', ...unconfirmed, ...over }, now);
    expect(result !== null).toBe(due);
    if (result) {
      expect(result).toEqual({
        status: 'storniert',
        reason: 'Storno, da der Gast die Buchung nicht rechtzeitig bestätigt hat.',
        key: 'vehicle-booking:g1:guest-confirmation-expired',
      });
    }
  });
});
