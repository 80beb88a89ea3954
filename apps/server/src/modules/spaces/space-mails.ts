import type { Language } from '../../platform/http/messages';
import { mailDateFormats } from '../../platform/mail/mail-dates';

/**
 * The reading-room and work-place mails (issue 13; catalogue kinds `spaces.*`), each in the
 * recipient's language, times in Europe/Berlin. The outbox adds the link to the product's list.
 */

const FULL = mailDateFormats({ dateStyle: 'full', timeStyle: 'short' });
const TIME = mailDateFormats({ timeStyle: 'short' });

type Period = { start: Date; end: Date };
const period = (p: Period, lang: Language) => `${FULL[lang].format(p.start)} – ${TIME[lang].format(p.end)}`;

/** The app path of the product's booking list, where confirm, cancel and check-in are. */
export const spaceListLink = (product: string) => `/${product}/liste`;

export const languageOf = (values: { 'general.language'?: string }): Language =>
  values['general.language'] === 'en' ? 'en' : 'de';

export function bookedForYouMail(lang: Language, m: Period & { label: string; organizer: string }) {
  return lang === 'en'
    ? {
        subject: `Place reserved for you: ${m.label}`,
        text: [
          `${m.organizer} reserved the place ${m.label} for you: ${period(m, 'en')}.`,
          'Please confirm or decline the reservation in Buchbar before it starts; without confirmation it lapses.',
        ].join('\n'),
      }
    : {
        subject: `Platzreservierung für Sie: ${m.label}`,
        text: [
          `${m.organizer} hat den Platz ${m.label} für Sie vorgemerkt: ${period(m, 'de')}.`,
          'Bitte bestätigen oder lehnen Sie die Reservierung in Buchbar bis zum Beginn ab; ohne Bestätigung verfällt sie.',
        ].join('\n'),
      };
}

/** At the start; names the tenant's check-in window (spaces.checkInWindowMinutes). */
export function reminderAtStartMail(lang: Language, m: Period & { label: string; windowMinutes: number }) {
  return lang === 'en'
    ? {
        subject: `Your booking starts: ${m.label}`,
        text: [
          `Your booking of ${m.label} starts at ${TIME.en.format(m.start)} (${period(m, 'en')}).`,
          `Please check in within ${m.windowMinutes} minutes of the start.`,
        ].join('\n'),
      }
    : {
        subject: `Ihre Buchung beginnt: ${m.label}`,
        text: [
          `Ihre Buchung von ${m.label} beginnt um ${TIME.de.format(m.start)} Uhr (${period(m, 'de')}).`,
          `Bitte checken Sie innerhalb von ${m.windowMinutes} Minuten nach Beginn ein.`,
        ].join('\n'),
      };
}

export function spaceCancelledMail(
  lang: Language,
  m: Period & { label: string; by: string; reason: string | null },
) {
  return lang === 'en'
    ? {
        subject: `Booking cancelled: ${m.label}`,
        text: [
          `Your booking of ${m.label} (${period(m, 'en')}) was cancelled by ${m.by}.`,
          ...(m.reason ? [`Reason: ${m.reason}`] : []),
        ].join('\n'),
      }
    : {
        subject: `Buchung storniert: ${m.label}`,
        text: [
          `Ihre Buchung von ${m.label} (${period(m, 'de')}) wurde von ${m.by} storniert.`,
          ...(m.reason ? [`Grund: ${m.reason}`] : []),
        ].join('\n'),
      };
}

export function noShowReleasedMail(lang: Language, m: Period & { label: string; windowMinutes: number }) {
  return lang === 'en'
    ? {
        subject: `Booking released: ${m.label}`,
        text: [
          `Your booking of ${m.label} (${period(m, 'en')}) was released because nobody checked in within ${m.windowMinutes} minutes of the start.`,
          'The place is free again for others.',
        ].join('\n'),
      }
    : {
        subject: `Buchung freigegeben: ${m.label}`,
        text: [
          `Ihre Buchung von ${m.label} (${period(m, 'de')}) wurde freigegeben, weil innerhalb von ${m.windowMinutes} Minuten nach Beginn niemand eingecheckt hat.`,
          'Der Platz ist wieder für andere frei.',
        ].join('\n'),
      };
}
