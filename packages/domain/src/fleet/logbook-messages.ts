import type { ErrorCode } from '../error-codes';

/**
 * German and English messages of the logbook codes (issue 12; ADR 0010). The server registers
 * them in logbook.messages.ts. `{field}` names an English field key; the screens translate it.
 */
export const LOGBOOK_MESSAGES = {
  LOGBOOK_ENTRY_CLOSED: {
    de: 'Der Fahrtenbucheintrag ist seit {closedAtLocal} abgeschlossen; eine Korrektur nimmt die Fuhrparkleitung mit Begründung vor.',
    en: 'The logbook entry has been closed since {closedAtLocal}; a correction is made by the fleet management with a reason.',
  },
  LOGBOOK_NOT_PERMITTED: {
    de: 'Nur die fahrende Person oder Berechtigte für Fahrtenbuchberichte dürfen diesen Eintrag ändern.',
    en: 'Only the driver or holders of the logbook report permission may change this entry.',
  },
  LOGBOOK_REASON_REQUIRED: {
    de: 'Eine Korrektur braucht eine Begründung.',
    en: 'A correction needs a reason.',
  },
  LOGBOOK_TEXT_TOO_LONG: {
    de: 'Das Feld „{field}“ darf höchstens {max} Zeichen lang sein.',
    en: 'The field "{field}" may be at most {max} characters long.',
  },
  LOGBOOK_TRIP_KIND_UNKNOWN: {
    de: 'Unbekannte Fahrtart „{tripKind}“.',
    en: 'Unknown trip kind "{tripKind}".',
  },
  LOGBOOK_MILEAGE_INVALID: {
    de: 'Der Kilometerstand „{field}“ muss eine ganze Zahl ab 0 sein.',
    en: 'The mileage "{field}" must be a whole number from 0.',
  },
  LOGBOOK_MILEAGE_BELOW_START: {
    de: 'Der Kilometerstand am Ende ({endMileage}) liegt unter dem am Beginn ({startMileage}).',
    en: 'The end mileage ({endMileage}) is below the start mileage ({startMileage}).',
  },
  LOGBOOK_FIELD_REQUIRED: {
    de: 'Für eine Dienstfahrt ist das Feld „{field}“ nötig.',
    en: 'A business trip needs the field "{field}".',
  },
  LOGBOOK_NO_CHANGE: {
    de: 'Die neue Fassung ändert nichts am Eintrag.',
    en: 'The new version changes nothing in the entry.',
  },
  LOGBOOK_RANGE_INVALID: {
    de: 'Der Zeitraum ist ungültig: „bis“ liegt vor „von“ oder er ist länger als {maxDays} Tage.',
    en: 'The period is invalid: "to" is before "from" or it is longer than {maxDays} days.',
  },
} as const satisfies Record<Extract<ErrorCode, `LOGBOOK_${string}`>, { de: string; en: string }>;
