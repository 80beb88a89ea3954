import { describe, expect, it } from 'vitest';
import { EMPTY_GUEST, guestFieldErrors, offersGuest, withGuest } from './guest-form-model';

const body = {
  vehicleId: '00000000-0000-4000-8201-000000000013',
  start: '2027-03-04T08:00:00.000Z',
  end: '2027-03-04T11:00:00.000Z',
  reasonForTrip: 'Besuch',
  driverId: 'demo-booker',
};

describe('offersGuest', () => {
  const all = { isNew: true, guestBookingOn: true, mayBookForGuests: true, vehicleGuestBookable: true };
  it.each([
    [all, true],
    [{ ...all, isNew: false }, false],
    [{ ...all, guestBookingOn: false }, false],
    [{ ...all, guestBookingOn: 'true' }, false],
    [{ ...all, guestBookingOn: undefined }, false],
    [{ ...all, mayBookForGuests: false }, false],
    [{ ...all, vehicleGuestBookable: false }, false],
  ])('%o → %s', (input, expected) => {
    expect(offersGuest(input)).toBe(expected);
  });
});

describe('withGuest', () => {
  it('leaves the body alone when "for a guest" is off', () => {
    expect(withGuest(body, { ...EMPTY_GUEST, name: 'x' })).toEqual(body);
  });
  it('adds the trimmed guest and drops the driver', () => {
    const out = withGuest(body, { on: true, name: ' Erika ', email: ' e@x.org ', notes: '' });
    expect(out.guest).toEqual({ name: 'Erika', email: 'e@x.org', notes: '' });
    expect('driverId' in out).toBe(false);
  });
});

describe('guestFieldErrors', () => {
  it('maps the server refusals to the guest fields, first message per field', () => {
    expect(
      guestFieldErrors({
        refusals: [
          { field: 'guest.name', code: 'GUEST_NAME_MISSING', message: 'Name fehlt' },
          { field: 'guest.email', code: 'GUEST_EMAIL_INVALID', message: 'E-Mail ungültig' },
          { field: 'guest.email', code: 'X', message: 'zweite' },
          { field: 'guest.notes', code: 'GUEST_TEXT_TOO_LONG', message: 'zu lang' },
          { field: 'start', code: 'Y', message: 'anderes Feld' },
          'kaputt',
        ],
      }),
    ).toEqual({ name: 'Name fehlt', email: 'E-Mail ungültig', notes: 'zu lang' });
  });
  it('is empty without refusals', () => {
    expect(guestFieldErrors(undefined)).toEqual({});
    expect(guestFieldErrors({ refusals: 'no' })).toEqual({});
  });
});
