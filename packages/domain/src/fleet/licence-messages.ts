import type { ErrorCode } from '../error-codes';

/**
 * German and English messages of the licence codes (ADR 0011); `{name}` placeholders come from
 * the refusal's details. The licences module registers them as they are.
 */
export const LICENCE_MESSAGES = {
  LICENCE_CLASS_MISSING: {
    de: 'Die Fahrerin oder der Fahrer hat die für dieses Fahrzeug nötige Führerscheinklasse {licenceClass} nicht.',
    en: 'The driver does not hold licence class {licenceClass}, which this vehicle requires.',
  },
  LICENCE_NOT_YET_ISSUED: {
    de: 'Der Führerschein wurde erst am {issueDate} ausgestellt, nach Beginn des Zeitraums.',
    en: 'The driving licence was only issued on {issueDate}, after the start of the period.',
  },
  LICENCE_CHECK_DUE: {
    de: 'Die Führerscheinkontrolle ist fällig (nächste Kontrolle: {nextCheck}). Bitte lassen Sie Ihren Führerschein vor der Fahrt prüfen.',
    en: 'The driving licence check is due (next check: {nextCheck}). Please have your licence checked before the trip.',
  },
  LICENCE_DRIVING_BAN: {
    de: 'Im gewählten Zeitraum besteht ein Fahrverbot ({banFrom} – {banTo}).',
    en: 'A driving ban applies in the chosen period ({banFrom} – {banTo}).',
  },
  LICENCE_BAN_RANGE_INVALID: {
    de: 'Ein Fahrverbot braucht ein Startdatum, und sein Ende darf nicht vor dem Start liegen.',
    en: 'A driving ban needs a start date, and its end must not be before its start.',
  },
  LICENCE_DATE_IN_FUTURE: {
    de: 'Das Datum {date} liegt in der Zukunft.',
    en: 'The date {date} lies in the future.',
  },
  LICENCE_CHECK_BEFORE_ISSUE: {
    de: 'Die letzte Kontrolle ({lastCheck}) darf nicht vor dem Ausstellungsdatum ({issueDate}) liegen.',
    en: 'The last check ({lastCheck}) must not be before the issue date ({issueDate}).',
  },
  LICENCE_NOT_FOUND: {
    de: 'Für diese Person ist kein Führerschein erfasst.',
    en: 'No driving licence is recorded for this person.',
  },
  LICENCE_SELF_EDIT: {
    de: 'Den eigenen Führerschein können Sie nicht ändern oder prüfen; das macht eine andere prüfende Person.',
    en: 'You cannot change or check your own driving licence; another examiner does that.',
  },
} as const satisfies Partial<Record<ErrorCode, { de: string; en: string }>>;
