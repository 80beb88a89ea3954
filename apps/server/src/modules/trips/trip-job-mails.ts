import { cancelReasonText } from '@buchbar/domain/fleet/cancel-reasons';
import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/zoned-time';
import type { Language } from '../../platform/http/messages';
import { vehicleName } from '../vehicles/vehicles.module';

/**
 * The mails of the trip sweep (ADR 0009 gap 4): the cancellation of a missed check-in, the notice
 * before the planned end, the reminders of a missing check-out, and the staff member's notice of an
 * unconfirmed guest booking. A user gets their language (`general.language`); a guest, who has no
 * settings, gets German first and English after (`lang` undefined).
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
const when = (d: Date, lang: Language) => FORMATS[lang].format(d);
const period = (p: Period, lang: Language) => `${when(p.startAt, lang)} – ${when(p.endAt, lang)}`;

type Texts = { subject: string; lines: string[] };

/** One language, or both (German first) for a recipient without settings. */
function compose(tenantId: string, to: string, lang: Language | undefined, de: Texts, en: Texts) {
  if (lang === 'en') return { tenantId, to, subject: en.subject, text: en.lines.join('\n') };
  if (lang === 'de') return { tenantId, to, subject: de.subject, text: de.lines.join('\n') };
  return {
    tenantId,
    to,
    subject: `${de.subject} / ${en.subject}`,
    text: [...de.lines, '', ...en.lines].join('\n'),
  };
}

/** spec 4: the booking was cancelled because nobody checked in in time (to the driver or guest). */
export function missedCheckInMail(
  tenantId: string,
  to: string,
  b: Period & Named,
  reason: string,
  lang: Language | undefined,
) {
  const name = vehicleName(b);
  return compose(
    tenantId,
    to,
    lang,
    {
      subject: `Fahrzeugbuchung storniert: ${name}`,
      lines: [
        `Die Buchung von ${name} (${period(b, 'de')}) wurde storniert, weil kein Check-in erfolgte.`,
        `Grund: ${cancelReasonText(reason, 'de')}`,
        'Das Fahrzeug ist wieder frei. Bitte buchen Sie neu, wenn Sie es noch brauchen.',
      ],
    },
    {
      subject: `Vehicle booking cancelled: ${name}`,
      lines: [
        `The booking of ${name} (${period(b, 'en')}) was cancelled because nobody checked in.`,
        `Reason: ${cancelReasonText(reason, 'en')}`,
        'The vehicle is free again. Please book anew if you still need it.',
      ],
    },
  );
}

/** spec 9 "reminder mail time": the trip starts in `minutes` minutes (driver's lead time). */
export function startReminderMail(
  tenantId: string,
  to: string,
  b: Period & Named,
  minutes: number,
  lang: Language | undefined,
) {
  const name = vehicleName(b);
  return compose(
    tenantId,
    to,
    lang,
    {
      subject: `Erinnerung: Fahrt mit ${name} beginnt in ${minutes} Minuten`,
      lines: [
        `Ihre Buchung von ${name} beginnt am ${when(b.startAt, 'de')} (${period(b, 'de')}).`,
        'Bitte checken Sie das Fahrzeug bei Fahrtbeginn ein.',
      ],
    },
    {
      subject: `Reminder: trip in ${name} starts in ${minutes} minutes`,
      lines: [
        `Your booking of ${name} starts on ${when(b.startAt, 'en')} (${period(b, 'en')}).`,
        'Please check the vehicle in when the trip starts.',
      ],
    },
  );
}

/** spec 9: the trip ends in `minutes` minutes; check out when the car is back. */
export function checkOutNoticeMail(
  tenantId: string,
  to: string,
  b: Period & Named,
  minutes: number,
  lang: Language | undefined,
) {
  const name = vehicleName(b);
  return compose(
    tenantId,
    to,
    lang,
    {
      subject: `Fahrtende in ${minutes} Minuten: ${name}`,
      lines: [
        `Ihre Fahrt mit ${name} endet planmäßig am ${when(b.endAt, 'de')}.`,
        'Bitte bringen Sie das Fahrzeug rechtzeitig zurück und checken Sie es aus.',
      ],
    },
    {
      subject: `Trip ends in ${minutes} minutes: ${name}`,
      lines: [
        `Your trip in ${name} is planned to end on ${when(b.endAt, 'en')}.`,
        'Please return the vehicle in time and check it out.',
      ],
    },
  );
}

/** spec 9: the planned end passed `minutes` minutes ago and the trip is not checked out. */
export function missingCheckOutMail(
  tenantId: string,
  to: string,
  b: Period & Named,
  minutes: number,
  lang: Language | undefined,
) {
  const name = vehicleName(b);
  return compose(
    tenantId,
    to,
    lang,
    {
      subject: `Check-out fehlt: ${name}`,
      lines: [
        `Ihre Fahrt mit ${name} sollte am ${when(b.endAt, 'de')} enden (vor ${minutes} Minuten), ist aber noch nicht ausgecheckt.`,
        'Das Fahrzeug bleibt bis zum Check-out für andere gesperrt. Bitte checken Sie es aus, sobald es zurück ist.',
      ],
    },
    {
      subject: `Check-out missing: ${name}`,
      lines: [
        `Your trip in ${name} was planned to end on ${when(b.endAt, 'en')} (${minutes} minutes ago) and is not checked out yet.`,
        'The vehicle stays blocked for others until check-out. Please check it out as soon as it is back.',
      ],
    },
  );
}

/** ADR 0009 gap 5: the guest did not confirm by the start; the staff member who booked is told. */
export function guestConfirmationExpiredMail(
  tenantId: string,
  to: string,
  b: Period & Named & { guestName: string },
  reason: string,
  lang: Language,
) {
  const name = vehicleName(b);
  return compose(
    tenantId,
    to,
    lang,
    {
      subject: `Gastbuchung storniert: ${name}`,
      lines: [
        `Die Gastbuchung von ${name} für ${b.guestName} (${period(b, 'de')}) wurde storniert.`,
        `Grund: ${cancelReasonText(reason, 'de')}`,
      ],
    },
    {
      subject: `Guest booking cancelled: ${name}`,
      lines: [
        `The guest booking of ${name} for ${b.guestName} (${period(b, 'en')}) was cancelled.`,
        `Reason: ${cancelReasonText(reason, 'en')}`,
      ],
    },
  );
}
