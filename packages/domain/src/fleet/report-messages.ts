import type { ErrorCode } from '../error-codes';

/**
 * German and English messages of the report codes (issue 13 point 5; ADR 0015). The server
 * registers them in reports.messages.ts; `{…}` placeholders come from the details.
 */
export const REPORT_MESSAGES = {
  REPORT_PERIOD_INCOMPLETE: {
    de: 'Bitte geben Sie für den Berichtszeitraum „von“ und „bis“ an – oder keines von beiden für den laufenden Zeitraum.',
    en: 'Please give both "from" and "to" for the report period – or neither for the current period.',
  },
  REPORT_PERIOD_REVERSED: {
    de: 'Der Berichtszeitraum ist ungültig: „bis“ ({to}) liegt vor „von“ ({from}).',
    en: 'The report period is invalid: "to" ({to}) is before "from" ({from}).',
  },
  REPORT_PERIOD_IN_FUTURE: {
    de: 'Der Berichtszeitraum beginnt in der Zukunft ({from}); ein Bericht kann nur Vergangenes enthalten.',
    en: 'The report period starts in the future ({from}); a report can only cover what has happened.',
  },
  REPORT_PERIOD_TOO_LONG: {
    de: 'Ein Bericht umfasst höchstens {maxDays} Tage.',
    en: 'A report covers at most {maxDays} days.',
  },
  REPORT_NO_ADDRESSES: {
    de: 'Es sind keine Empfänger für den Fahrtenbuch-Bericht eingetragen. Die Mandantenadministration trägt sie in den Einstellungen (Fahrzeuge) ein.',
    en: 'No recipients of the logbook report are set. The tenant administration sets them in the settings (vehicles).',
  },
  REPORT_ADDRESSES_NOT_AUTHORISED: {
    de: 'Die Empfänger des Fahrtenbuch-Berichts hat jemand eingetragen, der den Bericht nicht lesen darf; es wird nichts gesendet. Wer „fahrzeug_logbuch_report“ hat, prüft und speichert die Empfänger in den Einstellungen (Fahrzeuge) erneut.',
    en: 'The recipients of the logbook report were set by someone who may not read the report; nothing is sent. A holder of "fahrzeug_logbuch_report" checks and saves the recipients again in the settings (vehicles).',
  },
} as const satisfies Record<Extract<ErrorCode, `REPORT_${string}`>, { de: string; en: string }>;
