import { type DomainError, isDomainError } from '@buchbar/domain/domain-error';
import { hasMessage, registerMessages } from './messages';

/**
 * A `DomainError` is thrown by a domain function whose precondition the caller broke (a stored
 * zone that is no IANA zone, a step that does not divide an hour, an unknown status). The rules
 * refused the values, so the answer is 422 with the domain's code and details, never a 500.
 */
export function domainErrorReply(
  err: unknown,
): { status: 422; code: DomainError['code']; details: Record<string, unknown> } | null {
  if (!isDomainError(err)) return null;
  return { status: 422, code: err.code, details: { ...err.details } };
}

/** Messages of the domain's generic codes that no module registers (modules may word them better). */
const GENERIC: Record<string, { de: string; en: string }> = {
  INVALID_MINUTES_OF_DAY: {
    de: 'Die Minutenzahl {value} liegt nicht zwischen 0 und 1439.',
    en: 'The minute count {value} is not between 0 and 1439.',
  },
  INVALID_DATE_STRING: {
    de: 'Das Datum {value} ist ungültig (erwartet JJJJ-MM-TT).',
    en: 'The date {value} is invalid (expected YYYY-MM-DD).',
  },
  INVALID_TIME_ZONE: { de: 'Die Zeitzone {zone} ist unbekannt.', en: 'The time zone {zone} is unknown.' },
  INVALID_INSTANT: { de: 'Der Zeitpunkt {value} ist ungültig.', en: 'The instant {value} is invalid.' },
  INVALID_ROUNDING_STEP: {
    de: 'Der Zeitschritt {value} muss eine ganze Minutenzahl sein, die die Stunde teilt.',
    en: 'The time step {value} must be a whole number of minutes dividing an hour.',
  },
  UNKNOWN_STATUS: { de: 'Unbekannter Status {value}.', en: 'Unknown status {value}.' },
  UNKNOWN_OPENING_TIME_STATUS: {
    de: 'Unbekannter Öffnungszeit-Status {value}.',
    en: 'Unknown opening-time status {value}.',
  },
  BOOKING_LOCKED: {
    de: 'Die Buchung ist abgeschlossen und kann nicht mehr geändert werden.',
    en: 'The booking is closed and cannot be changed any more.',
  },
};

registerMessages(Object.fromEntries(Object.entries(GENERIC).filter(([code]) => !hasMessage(code))));
