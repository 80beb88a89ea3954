import { cancelReasonText } from '@buchbar/domain/fleet/approval-expiry';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/zoned-time';
import type { Language } from '../../platform/http/messages';
import { vehicleName } from '../vehicles/vehicles.module';

/**
 * The fleet's mails, queued through the outbox by the services in the business transaction.
 * Each is written in the recipient's language (`general.language` of their effective settings).
 */

type Named = { make: string; model: string; licencePlate: string };
type Period = { startAt: Date; endAt: Date };

/** The app paths fleet mails link to (the outbox makes them full addresses). */
export const vehicleLink = (vehicleId: string) => `/fahrzeuge/${vehicleId}`;
export const APPROVALS_LINK = '/fahrzeuge/freigaben';

/** The recipient's language from their effective settings (German unless they chose English). */
export const mailLanguage = (s: EffectiveSettings): Language =>
  s['general.language'] === 'en' ? 'en' : 'de';

const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** One formatter per language: building an Intl.DateTimeFormat costs far more than using it. */
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

/** The vehicle record (`{ vehicle }`) or a booking row carrying the vehicle's name fields. */
const nameOf = (v: Named | { vehicle: Named }) => vehicleName('vehicle' in v ? v.vehicle : v);

export function approvalRequestMail(
  tenantId: string,
  to: string,
  v: Named | { vehicle: Named },
  b: Period & { driverName: string },
  lang: Language,
) {
  const name = nameOf(v);
  return lang === 'en'
    ? {
        tenantId,
        to,
        subject: `Special trip awaiting approval: ${name}`,
        text: [
          `A special trip in ${name} (${period(b, 'en')}) for ${b.driverName} is waiting for your approval.`,
          'Please approve or reject it under Vehicles → Approvals before it starts.',
        ].join('\n'),
      }
    : {
        tenantId,
        to,
        subject: `Sonderfahrt zur Freigabe: ${name}`,
        text: [
          `Eine Sonderfahrt mit ${name} (${period(b, 'de')}) für ${b.driverName} wartet auf Ihre Freigabe.`,
          'Bitte geben Sie sie vor Fahrtbeginn unter Fahrzeuge → Freigaben frei oder lehnen Sie sie ab.',
        ].join('\n'),
      };
}

/**
 * The confirmation of a new booking to its booker (and to its driver when someone else booked):
 * reserved, or held until an approver releases it (special trip).
 */
export function bookingConfirmationMail(
  tenantId: string,
  to: string,
  v: Named | { vehicle: Named },
  b: Period & { status: string; driverName: string; forOther: boolean },
  lang: Language,
) {
  const name = nameOf(v);
  const held = b.status === 'vorgemerkt';
  if (lang === 'en')
    return {
      tenantId,
      to,
      subject: held ? `Special trip requested: ${name}` : `Vehicle booked: ${name}`,
      text: [
        held
          ? `${name} is held for ${b.driverName} (${period(b, 'en')}). It is a special trip and needs approval; you will be told when it is decided.`
          : `${name} is booked for ${b.driverName} (${period(b, 'en')}).`,
        b.forOther ? 'The booking was made on your behalf.' : '',
      ]
        .filter(Boolean)
        .join('\n'),
    };
  return {
    tenantId,
    to,
    subject: held ? `Sonderfahrt angefragt: ${name}` : `Fahrzeug gebucht: ${name}`,
    text: [
      held
        ? `${name} ist für ${b.driverName} vorgemerkt (${period(b, 'de')}). Es ist eine Sonderfahrt und muss freigegeben werden; Sie erhalten Bescheid, sobald entschieden ist.`
        : `${name} ist für ${b.driverName} gebucht (${period(b, 'de')}).`,
      b.forOther ? 'Die Buchung wurde für Sie vorgenommen.' : '',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

/** New times of a trip, to its booker (with the updated calendar event attached). */
export function bookingChangedMail(
  tenantId: string,
  to: string,
  v: Named | { vehicle: Named },
  b: Period & { before: Period },
  lang: Language,
) {
  const name = nameOf(v);
  return lang === 'en'
    ? {
        tenantId,
        to,
        subject: `Vehicle booking changed: ${name}`,
        text: [
          `Your booking of ${name} was changed.`,
          `Now: ${period(b, 'en')}`,
          `Before: ${period(b.before, 'en')}`,
        ].join('\n'),
      }
    : {
        tenantId,
        to,
        subject: `Fahrzeugbuchung geändert: ${name}`,
        text: [
          `Ihre Buchung von ${name} wurde geändert.`,
          `Neu: ${period(b, 'de')}`,
          `Bisher: ${period(b.before, 'de')}`,
        ].join('\n'),
      };
}

export function decisionMail(
  tenantId: string,
  b: Named & Period & { bookerEmail: string },
  decision: 'approve' | 'reject',
  lang: Language,
) {
  const name = vehicleName(b);
  if (lang === 'en') {
    const en = decision === 'approve' ? 'approved' : 'rejected';
    return {
      tenantId,
      to: b.bookerEmail,
      subject: `Special trip ${en}: ${name}`,
      text: `Your special trip in ${name} (${period(b, 'en')}) was ${en}.`,
    };
  }
  const de = decision === 'approve' ? 'freigegeben' : 'abgelehnt';
  return {
    tenantId,
    to: b.bookerEmail,
    subject: `Sonderfahrt ${de}: ${name}`,
    text: `Ihre Sonderfahrt mit ${name} (${period(b, 'de')}) wurde ${de}.`,
  };
}

/**
 * The mail to a booker whose booking was cancelled by fleet care or the system, with the
 * stored reason in the recipient's language (a free text as written). Without a language
 * (callers not yet passing one) German first, English after.
 */
export function cancellationMail(
  tenantId: string,
  b: { bookerEmail: string; startAt: Date; endAt: Date },
  v: Named | { vehicle: Named },
  reason: string,
  lang?: Language,
) {
  const name = nameOf(v);
  const de = [
    `Ihre Buchung von ${name} (${period(b, 'de')}) wurde storniert.`,
    `Grund: ${cancelReasonText(reason, 'de')}`,
  ];
  const en = [
    `Your booking of ${name} (${period(b, 'en')}) was cancelled.`,
    `Reason: ${cancelReasonText(reason, 'en')}`,
  ];
  return {
    tenantId,
    to: b.bookerEmail,
    subject: lang === 'en' ? `Vehicle booking cancelled: ${name}` : `Fahrzeugbuchung storniert: ${name}`,
    text: (lang === 'en' ? en : lang === 'de' ? de : [...de, '', ...en]).join('\n'),
  };
}
