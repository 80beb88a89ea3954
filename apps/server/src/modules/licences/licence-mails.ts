import type { LicenceReminderKind } from '@buchbar/domain/fleet/licence';
import type { Language } from '../../platform/http/messages';
import { mailDateFormats } from '../../platform/mail/mail-dates';

/**
 * The licence-check reminders (issue 12 point 7): to the driver and to the examiners, each in
 * their own language (`general.language`), once before the next check and once when overdue.
 */

const DAY = mailDateFormats({ dateStyle: 'long', timeZone: 'UTC' });
const day = (date: string, lang: Language) => DAY[lang].format(new Date(`${date}T00:00:00Z`));

type Reminder = { kind: LicenceReminderKind; nextCheck: string; driverName: string; publicUrl?: string };

/** The words of a reminder in one language: overdue first, then due soon. */
type Wording = { subject: [string, string]; line: [string, string] };

/** A reminder in the recipient's language, with the app link (when known) below its line. */
function reminderMail(
  m: { tenantId: string; to: string; r: Reminder; lang: Language; path: string },
  wording: Record<Language, Wording>,
) {
  const i = m.r.kind === 'OVERDUE' ? 0 : 1;
  const link = m.r.publicUrl ? ['', `${m.r.publicUrl}${m.path}`] : [];
  const words = wording[m.lang];
  return {
    tenantId: m.tenantId,
    to: m.to,
    subject: words.subject[i],
    text: [words.line[i], ...link].join('\n'),
  };
}

export function driverReminderMail(tenantId: string, to: string, r: Reminder, lang: Language) {
  const when = day(r.nextCheck, lang);
  return reminderMail(
    { tenantId, to, r, lang, path: '/konto' },
    {
      en: {
        subject: ['Your driving licence check is overdue', 'Your driving licence check is due soon'],
        line: [
          `Your driving licence check was due on ${when}. Until an examiner checks your licence, you cannot book vehicles that require a licence class.`,
          `Your driving licence check is due on ${when}. Please show your licence to an examiner before then.`,
        ],
      },
      de: {
        subject: ['Ihre Führerscheinkontrolle ist überfällig', 'Ihre Führerscheinkontrolle steht bald an'],
        line: [
          `Ihre Führerscheinkontrolle war am ${when} fällig. Bis eine prüfende Person Ihren Führerschein kontrolliert, können Sie keine Fahrzeuge buchen, die eine Führerscheinklasse verlangen.`,
          `Ihre Führerscheinkontrolle ist am ${when} fällig. Bitte zeigen Sie Ihren Führerschein vorher einer prüfenden Person.`,
        ],
      },
    },
  );
}

export function examinerReminderMail(tenantId: string, to: string, r: Reminder, lang: Language) {
  const when = day(r.nextCheck, lang);
  const who = r.driverName;
  return reminderMail(
    { tenantId, to, r, lang, path: '/fahrzeuge/fuehrerschein' },
    {
      en: {
        subject: [`Driving licence check overdue: ${who}`, `Driving licence check due soon: ${who}`],
        line: [
          `The driving licence check of ${who} was due on ${when}.`,
          `The driving licence check of ${who} is due on ${when}.`,
        ],
      },
      de: {
        subject: [`Führerscheinkontrolle überfällig: ${who}`, `Führerscheinkontrolle bald fällig: ${who}`],
        line: [
          `Die Führerscheinkontrolle von ${who} war am ${when} fällig.`,
          `Die Führerscheinkontrolle von ${who} ist am ${when} fällig.`,
        ],
      },
    },
  );
}
