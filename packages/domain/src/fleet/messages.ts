import type { ErrorCode } from '../error-codes';
import { LICENCE_MESSAGES } from './licence-messages';
import { TRIP_MESSAGES } from './trip-messages';

/**
 * German and English messages of the fleet rules' codes (spec 8 wording, the checklist's
 * German texts). `{name}` placeholders come from the refusal's details, as in the server's
 * catalogue; the server's `vehicles.messages.ts` and `vehicle-bookings.messages.ts` register this
 * object as it is. The object attribute codes (UNKNOWN_TYPE .. MANDATORY_FIELDS_MISSING) are
 * registered by `vehicles.messages.ts` with their
 * own texts ("Bitte füllen Sie alle Pflichtfelder aus." / "Please fill in all mandatory fields.").
 */
export const FLEET_MESSAGES = {
  // spec 8 "Vehicle availability messages", in the order of spec 5
  END_NOT_AFTER_START: {
    de: 'Das Ende muss nach dem Beginn liegen.',
    en: 'The end must be after the start.',
  },
  VEHICLE_NOT_VALID: {
    de: 'Das Fahrzeug ist im gewählten Zeitraum nicht gültig.',
    en: 'The vehicle is not valid in the chosen period.',
  },
  OUTSIDE_BOOKING_WINDOW: {
    de: 'Der Zeitraum liegt außerhalb des individuellen Buchungszeitraums des Fahrzeugs, und Buchungen außerhalb sind nicht möglich.',
    en: "The period lies outside the vehicle's individual booking period, and booking outside it is not enabled.",
  },
  VEHICLE_ALREADY_BOOKED: {
    de: 'Das Fahrzeug ist im gewählten Zeitraum bereits gebucht.',
    en: 'The vehicle is already booked for the chosen period.',
  },
  // spec 5, 9: minimum booking time, advance window, minimum duration
  VEHICLE_BOOKING_TOO_SOON: {
    de: 'Eine Buchung muss frühestens {minimumBookingTimeMinutes} Minuten nach jetzt beginnen.',
    en: 'A booking must start at least {minimumBookingTimeMinutes} minutes from now.',
  },
  VEHICLE_BOOKING_BEYOND_HORIZON: {
    de: 'So weit im Voraus kann noch nicht gebucht werden (bis {latestEnd}).',
    en: 'Bookings this far ahead are not open yet (until {latestEnd}).',
  },
  VEHICLE_BOOKING_TOO_SHORT: {
    de: 'Eine Buchung dauert mindestens {minimumMinutes} Minuten.',
    en: 'A booking lasts at least {minimumMinutes} minutes.',
  },
  VEHICLE_BOOKING_TOO_LONG: {
    de: 'Eine Buchung dauert höchstens {maximumMinutes} Minuten.',
    en: 'A booking lasts at most {maximumMinutes} minutes.',
  },
  // special trips (spec 4, 8; ADR 0008 gap 3)
  APPROVAL_NOT_PENDING: {
    de: 'Diese Buchung wartet nicht auf eine Freigabe.',
    en: 'This booking is not awaiting approval.',
  },
  APPROVAL_DEADLINE_PASSED: {
    de: 'Die Frist für die Freigabe ist abgelaufen.',
    en: 'The deadline for approving has passed.',
  },
  SPECIAL_APPROVAL_USER_NOT_FOUND: {
    de: 'Benutzer nicht gefunden, daher kann die Sonderfreigabe nicht aktualisiert werden.',
    en: 'User not found, so the special approval cannot be updated.',
  },
  // issue 22 point 1, ADR 0018: nobody decides on a trip they booked or drive
  OWN_APPROVAL: {
    de: 'Eine eigene Fahrt (als Bucher oder Fahrer) können Sie nicht freigeben oder ablehnen.',
    en: 'You cannot approve or reject a trip you booked or drive yourself.',
  },
  NO_APPROVER_AVAILABLE: {
    de: 'Diese Sonderfahrt kann niemand außer Ihnen freigeben. Bitte wenden Sie sich an die Administration.',
    en: 'Nobody but you could approve this special trip. Please contact your administrators.',
  },
  // issue 22 point 2: no key code before the approval
  NOT_APPROVED: {
    de: 'Die Buchung ist noch nicht freigegeben; einen Schlüsselcode gibt es erst nach der Freigabe.',
    en: 'The booking has not been approved yet; a key code exists only after approval.',
  },
  CHECK_IN_NOT_APPROVED: {
    de: 'Check-in ist nicht möglich, da die Buchung nicht freigegeben wurde.',
    en: 'Check-in is not possible because the booking has not been approved.',
  },
  // possible bookers (spec 6)
  VEHICLE_BOOKING_NOT_PERMITTED: {
    de: 'Sie dürfen keine Fahrzeuge buchen.',
    en: 'You may not book vehicles.',
  },
  DRIVER_NOT_ALLOWED: {
    de: 'Für diese Person dürfen Sie kein Fahrzeug buchen.',
    en: 'You may not book a vehicle for this person.',
  },
  // trips, cleanliness, blocks and guests (ADR 0009)
  ...TRIP_MESSAGES,
  // driver's licences: the booking refusals and the licence API (ADR 0011)
  ...LICENCE_MESSAGES,
  // changing a trip, the vehicle timeline (booking-change.ts)
  VEHICLE_BOOKING_NOT_CHANGEABLE: {
    de: 'Diese Buchung kann nicht mehr geändert werden: Nur noch nicht begonnene Fahrten lassen sich ändern.',
    en: 'This booking can no longer be changed: only trips that have not started can be changed.',
  },
  VEHICLE_BOOKING_NOT_YOURS: {
    de: 'Sie dürfen diese Buchung nicht ändern.',
    en: 'You may not change this booking.',
  },
  VEHICLE_TIMELINE_WINDOW_INVALID: {
    de: 'Der Zeitraum muss nach seinem Beginn enden und darf höchstens {maximumDays} Tage lang sein.',
    en: 'The period must end after it starts and may be at most {maximumDays} days long.',
  },
} as const satisfies Partial<Record<ErrorCode, { de: string; en: string }>>;

export type FleetErrorCode = keyof typeof FLEET_MESSAGES;
