import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/zoned-time';
import type { Language } from '../../platform/http/messages';
import { vehicleName } from '../vehicles/vehicles.module';

/**
 * The mails of guest bookings (issue 11 point 6; ADR 0009 gap 5). A guest has no account and no
 * language setting: the mail is written in both languages, the tenant's default language first.
 */

type Named = { make: string; model: string; licencePlate: string };
type Period = { startAt: Date; endAt: Date };

const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };
const FORMATS = Object.fromEntries(
  (Object.keys(LOCALE) as Language[]).map((l) => [
    l,
    new Intl.DateTimeFormat(LOCALE[l], {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: DEFAULT_TIME_ZONE,
    }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

const period = (p: Period, lang: Language) =>
  `${FORMATS[lang].format(p.startAt)} – ${FORMATS[lang].format(p.endAt)}`;

const both = (first: Language, de: string[], en: string[]) =>
  (first === 'en' ? [...en, '', '---', '', ...de] : [...de, '', '---', '', ...en]).join('\n');

/** The public page of the guest's link: confirm and cancel on one page. */
export const guestLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/pub/fahrzeugbuchungstorno?token=${encodeURIComponent(token)}`;

/** To the guest: the booking, who booked it, and the one link to confirm (when needed) and cancel. */
export function guestBookingMail(m: {
  tenantId: string;
  to: string;
  vehicle: Named;
  period: Period;
  guestName: string;
  bookerName: string;
  link: string;
  confirmationNeeded: boolean;
  firstLanguage: Language;
}) {
  const name = vehicleName(m.vehicle);
  const de = [
    `Guten Tag ${m.guestName},`,
    '',
    `${m.bookerName} hat für Sie das Fahrzeug ${name} gebucht: ${period(m.period, 'de')}.`,
    m.confirmationNeeded
      ? 'Bitte bestätigen Sie die Buchung über den folgenden Link vor ihrem Beginn; sonst wird sie storniert.'
      : '',
    `Über diesen Link können Sie die Buchung bis 24 Stunden vor Beginn kostenfrei stornieren: ${m.link}`,
    `Bei Fragen wenden Sie sich bitte an ${m.bookerName}.`,
  ].filter((l, i) => l !== '' || i === 1);
  const en = [
    `Hello ${m.guestName},`,
    '',
    `${m.bookerName} booked the vehicle ${name} for you: ${period(m.period, 'en')}.`,
    m.confirmationNeeded
      ? 'Please confirm the booking through the following link before it starts; otherwise it is cancelled.'
      : '',
    `Through this link you can cancel the booking free of charge up to 24 hours before the start: ${m.link}`,
    `If you have questions, please contact ${m.bookerName}.`,
  ].filter((l, i) => l !== '' || i === 1);
  return {
    tenantId: m.tenantId,
    to: m.to,
    subject:
      m.firstLanguage === 'en'
        ? `Vehicle booking for you: ${name} / Fahrzeugbuchung für Sie`
        : `Fahrzeugbuchung für Sie: ${name} / Vehicle booking for you`,
    text: both(m.firstLanguage, de, en),
  };
}

/** To the staff member who booked: the guest cancelled through the link (the car is free again). */
export function guestCancelledMail(m: {
  tenantId: string;
  to: string;
  vehicle: Named;
  period: Period;
  guestName: string;
  lang: Language;
}) {
  const name = vehicleName(m.vehicle);
  return m.lang === 'en'
    ? {
        tenantId: m.tenantId,
        to: m.to,
        subject: `Guest cancelled: ${name}`,
        text: `${m.guestName} cancelled the guest booking of ${name} (${period(m.period, 'en')}) through the link. The vehicle is free again.`,
      }
    : {
        tenantId: m.tenantId,
        to: m.to,
        subject: `Gast hat storniert: ${name}`,
        text: `${m.guestName} hat die Gastbuchung von ${name} (${period(m.period, 'de')}) über den Link storniert. Das Fahrzeug ist wieder frei.`,
      };
}
