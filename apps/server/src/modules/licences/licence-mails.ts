import type { LicenceReminderKind } from '@buchbar/domain/fleet/licence';
import type { Language } from '../../platform/http/messages';

/**
 * The licence-check reminders (issue 12 point 7): to the driver and to the examiners, each in
 * their own language (`general.language`), once before the next check and once when overdue.
 */

const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };
const day = (date: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

type Reminder = { kind: LicenceReminderKind; nextCheck: string; driverName: string; publicUrl?: string };

export function driverReminderMail(tenantId: string, to: string, r: Reminder, lang: Language) {
  const when = day(r.nextCheck, lang);
  if (lang === 'en')
    return {
      tenantId,
      to,
      subject:
        r.kind === 'OVERDUE'
          ? 'Your driving licence check is overdue'
          : 'Your driving licence check is due soon',
      text: [
        r.kind === 'OVERDUE'
          ? `Your driving licence check was due on ${when}. Until an examiner checks your licence, you cannot book vehicles that require a licence class.`
          : `Your driving licence check is due on ${when}. Please show your licence to an examiner before then.`,
        ...(r.publicUrl ? ['', `${r.publicUrl}/konto`] : []),
      ].join('\n'),
    };
  return {
    tenantId,
    to,
    subject:
      r.kind === 'OVERDUE'
        ? 'Ihre Führerscheinkontrolle ist überfällig'
        : 'Ihre Führerscheinkontrolle steht bald an',
    text: [
      r.kind === 'OVERDUE'
        ? `Ihre Führerscheinkontrolle war am ${when} fällig. Bis eine prüfende Person Ihren Führerschein kontrolliert, können Sie keine Fahrzeuge buchen, die eine Führerscheinklasse verlangen.`
        : `Ihre Führerscheinkontrolle ist am ${when} fällig. Bitte zeigen Sie Ihren Führerschein vorher einer prüfenden Person.`,
      ...(r.publicUrl ? ['', `${r.publicUrl}/konto`] : []),
    ].join('\n'),
  };
}

export function examinerReminderMail(tenantId: string, to: string, r: Reminder, lang: Language) {
  const when = day(r.nextCheck, lang);
  const link = r.publicUrl ? ['', `${r.publicUrl}/fahrzeuge/fuehrerschein`] : [];
  if (lang === 'en')
    return {
      tenantId,
      to,
      subject:
        r.kind === 'OVERDUE'
          ? `Driving licence check overdue: ${r.driverName}`
          : `Driving licence check due soon: ${r.driverName}`,
      text: [
        r.kind === 'OVERDUE'
          ? `The driving licence check of ${r.driverName} was due on ${when}.`
          : `The driving licence check of ${r.driverName} is due on ${when}.`,
        ...link,
      ].join('\n'),
    };
  return {
    tenantId,
    to,
    subject:
      r.kind === 'OVERDUE'
        ? `Führerscheinkontrolle überfällig: ${r.driverName}`
        : `Führerscheinkontrolle bald fällig: ${r.driverName}`,
    text: [
      r.kind === 'OVERDUE'
        ? `Die Führerscheinkontrolle von ${r.driverName} war am ${when} fällig.`
        : `Die Führerscheinkontrolle von ${r.driverName} ist am ${when} fällig.`,
      ...link,
    ].join('\n'),
  };
}
