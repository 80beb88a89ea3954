import type { ErrorCode } from '../error-codes';

/**
 * German and English messages of the trip, cleanliness, block and guest codes (ADR 0009).
 * `FLEET_MESSAGES` spreads this object, so the server registers them with the others.
 * `{name}` placeholders come from the refusal's details; instants are given twice, as ISO
 * (`opensAt`) and as Berlin wall-clock text (`opensAtLocal`, "25.10.2026 02:30").
 */
export const TRIP_MESSAGES = {
  // who may start or end a trip, and when (spec 4; ADR 0009 gaps 1, 2)
  TRIP_NOT_PERMITTED: {
    de: 'Diese Fahrt dürfen nur die fahrende Person, bei Gästen die buchende Person, oder die Fuhrparkleitung beginnen und beenden.',
    en: 'Only the driver, for guests the person who booked, or the fleet management may start and end this trip.',
  },
  VEHICLE_BLOCK_NOT_A_TRIP: {
    de: 'Wartung, Service und Defekt sind Sperrzeiten, keine Fahrten.',
    en: 'Maintenance, service and defect are blocks, not trips.',
  },
  TRIP_BOOKING_CANCELLED: {
    de: 'Die Buchung ist storniert.',
    en: 'The booking is cancelled.',
  },
  TRIP_ALREADY_STARTED: {
    de: 'Die Fahrt hat bereits begonnen.',
    en: 'The trip has already started.',
  },
  TRIP_ALREADY_ENDED: {
    de: 'Die Fahrt ist bereits beendet.',
    en: 'The trip has already ended.',
  },
  TRIP_NOT_STARTED: {
    de: 'Die Fahrt wurde noch nicht begonnen (kein Check-in).',
    en: 'The trip has not been started (no check-in).',
  },
  TRIP_GUEST_NOT_CONFIRMED: {
    de: 'Check-in ist nicht möglich, da der Gast die Buchung noch nicht bestätigt hat.',
    en: 'Check-in is not possible because the guest has not confirmed the booking yet.',
  },
  TRIP_CHECK_IN_TOO_EARLY: {
    de: 'Der Check-in ist erst ab {opensAtLocal} möglich.',
    en: 'Check-in opens at {opensAtLocal}.',
  },
  TRIP_CHECK_IN_TOO_LATE: {
    de: 'Der Check-in war nur bis {closedAtLocal} möglich.',
    en: 'Check-in was only possible until {closedAtLocal}.',
  },
  TRIP_VEHICLE_IN_USE: {
    de: 'Das Fahrzeug ist noch nicht zurück: die vorherige Fahrt wurde noch nicht beendet.',
    en: 'The vehicle is not back yet: the previous trip has not been ended.',
  },
  // readings (spec 5 "Fuel level 0 to 100. Mileage must be greater than a given value"; ADR 0009 gap 3)
  TRIP_MILEAGE_MISSING: {
    de: 'Bitte geben Sie den Kilometerstand an.',
    en: 'Please enter the mileage.',
  },
  TRIP_MILEAGE_INVALID: {
    de: 'Der Kilometerstand muss eine ganze Zahl von 0 bis {max} sein.',
    en: 'The mileage must be a whole number from 0 to {max}.',
  },
  TRIP_MILEAGE_BELOW_LAST: {
    de: 'Der Kilometerstand darf nicht unter dem letzten Stand des Fahrzeugs von {lastMileage} km liegen.',
    en: "The mileage must not be below the vehicle's last reading of {lastMileage} km.",
  },
  TRIP_FUEL_PERCENT_INVALID: {
    de: 'Die Tankfüllung muss eine ganze Zahl von 0 bis 100 Prozent sein.',
    en: 'The fuel level must be a whole number from 0 to 100 percent.',
  },
  TRIP_CHARGE_PERCENT_INVALID: {
    de: 'Der Ladezustand muss eine ganze Zahl von 0 bis 100 Prozent sein.',
    en: 'The charge state must be a whole number from 0 to 100 percent.',
  },
  TRIP_CLEANLINESS_MISSING: {
    de: 'Bitte bewerten Sie die Sauberkeit ({side}).',
    en: 'Please rate the cleanliness ({side}).',
  },
  TRIP_CLEANLINESS_UNKNOWN: {
    de: '„{value}“ ist kein Sauberkeitsgrad. Möglich sind: {allowed}.',
    en: '"{value}" is not a cleanliness level. Possible: {allowed}.',
  },
  TRIP_PARKING_SPOT_TOO_LONG: {
    de: 'Der Abstellplatz darf höchstens {maxLength} Zeichen lang sein.',
    en: 'The parking spot may be at most {maxLength} characters long.',
  },
  TRIP_DAMAGE_DESCRIPTION_MISSING: {
    de: 'Bitte beschreiben Sie jeden Schaden.',
    en: 'Please describe every damage.',
  },
  TRIP_DAMAGE_DESCRIPTION_TOO_LONG: {
    de: 'Eine Schadensbeschreibung darf höchstens {maxLength} Zeichen lang sein.',
    en: 'A damage description may be at most {maxLength} characters long.',
  },
  TRIP_TOO_MANY_FILES: {
    de: 'Zu viele Dateien ({field}): höchstens {max}.',
    en: 'Too many files ({field}): at most {max}.',
  },
  TRIP_CONDITION_NOT_ACCEPTED: {
    de: 'Bitte bestätigen Sie vor dem Check-out den angegebenen Zustand des Fahrzeugs.',
    en: "Please confirm the vehicle's stated condition before check-out.",
  },
  // cleanliness settings (spec 9 "cleanliness states", thresholds "and worse")
  CLEANLINESS_STATES_INVALID: {
    de: 'Die Sauberkeitsgrade müssen eindeutig und nicht leer sein (mindestens einer).',
    en: 'The cleanliness levels must be unique and not empty (at least one).',
  },
  CLEANLINESS_THRESHOLD_UNKNOWN: {
    de: 'Die Mail-Schwelle „{value}“ ist keiner der Sauberkeitsgrade ({allowed}).',
    en: 'The mail threshold "{value}" is not one of the cleanliness levels ({allowed}).',
  },
  // maintenance, service, defect and the service booklet (spec 3, 4; ADR 0009 gap 6)
  VEHICLE_BLOCK_IN_PAST: {
    de: 'Eine Sperrzeit muss nach jetzt enden.',
    en: 'A block must end after now.',
  },
  VEHICLE_BLOCK_OVERLAPS_TRIP: {
    de: 'In diesem Zeitraum ist das Fahrzeug unterwegs. Die Sperrzeit kann erst nach dem Ende der Fahrt beginnen.',
    en: 'The vehicle is on a trip in this period. The block can only start after the trip has ended.',
  },
  VEHICLE_BLOCK_OVERLAPS_BLOCK: {
    de: 'In diesem Zeitraum ist das Fahrzeug bereits gesperrt.',
    en: 'The vehicle is already blocked in this period.',
  },
  SERVICE_DESCRIPTION_MISSING: {
    de: 'Bitte geben Sie eine Beschreibung an.',
    en: 'Please enter a description.',
  },
  SERVICE_DESCRIPTION_TOO_LONG: {
    de: 'Die Beschreibung darf höchstens {maxLength} Zeichen lang sein.',
    en: 'The description may be at most {maxLength} characters long.',
  },
  // guests (spec 1, 3, 9; ADR 0009 gap 5)
  GUEST_BOOKING_DISABLED: {
    de: 'Gastbuchungen sind nicht eingeschaltet.',
    en: 'Guest bookings are not enabled.',
  },
  VEHICLE_NOT_GUEST_BOOKABLE: {
    de: 'Dieses Fahrzeug kann nicht für Gäste gebucht werden.',
    en: 'This vehicle cannot be booked for guests.',
  },
  GUEST_BOOKING_NOT_PERMITTED: {
    de: 'Sie dürfen keine Fahrzeuge für Gäste buchen.',
    en: 'You may not book vehicles for guests.',
  },
  GUEST_NAME_MISSING: {
    de: 'Bitte geben Sie den Namen des Gastes an.',
    en: "Please enter the guest's name.",
  },
  GUEST_EMAIL_INVALID: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse des Gastes an.',
    en: 'Please enter a valid e-mail address of the guest.',
  },
  GUEST_TEXT_TOO_LONG: {
    de: 'Die Angabe „{field}“ darf höchstens {maxLength} Zeichen lang sein.',
    en: 'The entry "{field}" may be at most {maxLength} characters long.',
  },
  GUEST_CANCELLATION_TOO_LATE: {
    de: 'Eine kostenfreie Stornierung war nur bis 24 Stunden vor Beginn möglich ({deadlineLocal}). Bitte wenden Sie sich an {contactName}.',
    en: 'Free cancellation was only possible up to 24 hours before the start ({deadlineLocal}). Please contact {contactName}.',
  },
  GUEST_CONFIRMATION_DEADLINE_PASSED: {
    de: 'Die Buchung konnte nur bis zu ihrem Beginn bestätigt werden.',
    en: 'The booking could only be confirmed until its start.',
  },
  GUEST_LINK_INVALID: {
    de: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
    en: 'This link is invalid, has expired or has already been used.',
  },
  VEHICLE_HISTORY_RANGE_INVALID: {
    de: 'Das Datum „bis“ ({to}) darf nicht vor „von“ ({from}) liegen.',
    en: 'The date "to" ({to}) must not be before "from" ({from}).',
  },
} as const satisfies Partial<Record<ErrorCode, { de: string; en: string }>>;
