import { registerMessages } from '../../platform/http/messages';

registerMessages({
  ALREADY_BOOKED_ELSEWHERE: {
    de: 'Sie haben zu dieser Zeit bereits den Platz {spaceLabel} gebucht; eine Person kann nur einen Platz zur selben Zeit belegen.',
    en: 'You already hold the place {spaceLabel} at this time; one person can hold only one place at a time.',
  },
  CAPACITY_EXCEEDED: {
    de: 'Der Platz ist in diesem Zeitraum bereits belegt.',
    en: 'The place is already booked for this period.',
  },
  GROUP_SIZE_EXCEEDS_CAPACITY: {
    de: 'Die Gruppe ({groupSize}) ist größer als die Kapazität ({capacity}).',
    en: 'The group ({groupSize}) is larger than the capacity ({capacity}).',
  },
  GROUP_SIZE_INVALID: { de: 'Ungültige Gruppengröße.', en: 'Invalid group size.' },
  BOOKING_IN_PAST: { de: 'Der Zeitraum liegt in der Vergangenheit.', en: 'The period lies in the past.' },
  BOOKING_SPANS_DAYS: {
    de: 'Eine Buchung muss an einem Tag liegen.',
    en: 'A booking must lie within one day.',
  },
  SPACE_CLOSED_ON_DAY: { de: 'Am {date} ist geschlossen.', en: 'Closed on {date}.' },
  BOOKING_DAY_NOT_BOOKABLE: { de: 'Der {date} ist nicht buchbar.', en: '{date} cannot be booked.' },
  BOOKING_OUTSIDE_OPENING_HOURS: {
    de: 'Der Zeitraum liegt außerhalb der Öffnungszeiten.',
    en: 'The period lies outside the opening hours.',
  },
  BOOKING_NOT_ALIGNED_TO_STEP: {
    de: 'Beginn und Ende müssen auf {stepMinutes} Minuten gerundet sein.',
    en: 'Start and end must be rounded to {stepMinutes} minutes.',
  },
  BOOKING_MODE_MISMATCH: {
    de: 'Diese Buchungsart umfasst an diesem Tag genau {from} bis {to} Uhr.',
    en: 'This kind of booking covers exactly {from} to {to} on that day.',
  },
  WORK_TIME_SLOT_EMPTY: {
    de: 'Diese Buchungsart hat an diesem Tag keine Zeit innerhalb der Öffnungszeiten ({from}–{to} Uhr).',
    en: 'This kind of booking has no time within the opening hours on that day ({from}–{to}).',
  },
  BOOKING_TOO_SHORT: { de: 'Mindestens {minimumMinutes} Minuten.', en: 'At least {minimumMinutes} minutes.' },
  BOOKING_TOO_LONG: { de: 'Höchstens {maximumMinutes} Minuten.', en: 'At most {maximumMinutes} minutes.' },
  BOOKING_WEEKLY_LIMIT_REACHED: {
    de: 'Sie haben die höchste Zahl an Buchungen für diese Woche erreicht.',
    en: 'You have reached the maximum number of bookings for this week.',
  },
  INVALID_INTERVAL: { de: 'Das Ende muss nach dem Beginn liegen.', en: 'The end must be after the start.' },
  SPACE_INACTIVE: { de: 'Dieser Platz kann nicht gebucht werden.', en: 'This place cannot be booked.' },
  PARTICIPANT_UNKNOWN: {
    de: 'Unter {email} gibt es keinen aktiven Benutzer.',
    en: 'There is no active user with the address {email}.',
  },
  INVALID_STATUS_TRANSITION: {
    de: 'Das ist im Status „{from}“ nicht möglich.',
    en: 'This is not possible in the status "{from}".',
  },
  BOOKING_COMPLETED_CANNOT_CANCEL: {
    de: 'Eine durchgeführte Buchung kann nicht storniert werden.',
    en: 'A completed booking cannot be cancelled.',
  },
  BOOKING_ALREADY_CANCELLED: {
    de: 'Die Buchung ist bereits storniert.',
    en: 'The booking is already cancelled.',
  },
  BOOKING_ALREADY_ENDED: { de: 'Die Buchung ist bereits vorbei.', en: 'The booking has already ended.' },
  CHECK_IN_TOO_EARLY: {
    de: 'Einchecken ist erst ab {minutes} Minuten vor Beginn möglich.',
    en: 'Check-in opens {minutes} minutes before the start.',
  },
  CHECK_IN_TOO_LATE: {
    de: 'Einchecken war nur bis {minutes} Minuten nach Beginn möglich.',
    en: 'Check-in was only possible until {minutes} minutes after the start.',
  },
  CONFIRMATION_DEADLINE_PASSED: {
    de: 'Die Bestätigungsfrist (Beginn der Buchung) ist abgelaufen.',
    en: 'The confirmation deadline (the start of the booking) has passed.',
  },
  NOT_CONFIRMING_PERSON: {
    de: 'Nur die eingeladene Person kann bestätigen oder ablehnen.',
    en: 'Only the invited person can confirm or decline.',
  },
  NOT_BOOKING_PARTICIPANT: { de: 'Das ist nicht Ihre Buchung.', en: 'This is not your booking.' },
  NOT_BOOKING_MEMBER: { de: 'Das ist nicht Ihre Buchung.', en: 'This is not your booking.' },
});
