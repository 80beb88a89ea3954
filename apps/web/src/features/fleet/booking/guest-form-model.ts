import type { VehicleBookingBody } from '../api/booking-types';

/** The "for a guest" part of the booking dialog (issue 11 point 6). */
export type GuestFormValues = { on: boolean; name: string; email: string; notes: string };

export const EMPTY_GUEST: GuestFormValues = { on: false, name: '', email: '', notes: '' };

/**
 * Whether the dialog offers "for a guest": a new booking, the tenant's guest booking on, the
 * actor holding fahrzeug_gastbuchung and the vehicle taking guests. The server decides again.
 */
export function offersGuest(o: {
  isNew: boolean;
  guestBookingOn: unknown;
  mayBookForGuests: boolean;
  vehicleGuestBookable: boolean;
}): boolean {
  return o.isNew && o.guestBookingOn === true && o.mayBookForGuests && o.vehicleGuestBookable;
}

/** The new booking's body with the guest (no driver: the staff member answers for the guest). */
export function withGuest(body: VehicleBookingBody, guest: GuestFormValues): VehicleBookingBody {
  if (!guest.on) return body;
  const { driverId: _driver, ...rest } = body;
  return {
    ...rest,
    guest: { name: guest.name.trim(), email: guest.email.trim(), notes: guest.notes.trim() },
  };
}

const GUEST_FIELD: Record<string, keyof Omit<GuestFormValues, 'on'>> = {
  'guest.name': 'name',
  'guest.email': 'email',
  'guest.notes': 'notes',
};

/**
 * The server's guest refusals (`details.refusals[{field, message}]` of a 422) as messages per
 * guest field; the first message of a field wins.
 */
export function guestFieldErrors(
  details: Record<string, unknown> | undefined,
): Partial<Record<'name' | 'email' | 'notes', string>> {
  const out: Partial<Record<'name' | 'email' | 'notes', string>> = {};
  const refusals = Array.isArray(details?.refusals) ? details.refusals : [];
  for (const r of refusals) {
    if (typeof r !== 'object' || r === null) continue;
    const { field, message } = r as { field?: unknown; message?: unknown };
    const key = typeof field === 'string' ? GUEST_FIELD[field] : undefined;
    if (key && typeof message === 'string' && !out[key]) out[key] = message;
  }
  return out;
}
