import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/zoned-time';
import { vehicleName } from './vehicle.presenter';
import type { VehicleBookingRow } from './vehicle-bookings.repository';
import type { VehicleRecord } from './vehicles.repository';

/** The fleet's mails (German first, English after), queued through the outbox by the services. */

const when = (d: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(d);

export function approvalRequestMail(tenantId: string, to: string, v: VehicleRecord, start: Date, end: Date) {
  const name = vehicleName(v.vehicle);
  return {
    tenantId,
    to,
    subject: `Sonderfahrt zur Freigabe: ${name}`,
    text: [
      `Eine Sonderfahrt mit ${name} (${when(start, 'de-DE')} – ${when(end, 'de-DE')}) wartet auf Ihre Freigabe.`,
      '',
      `A special trip in ${name} (${when(start, 'en-GB')} – ${when(end, 'en-GB')}) is waiting for your approval.`,
    ].join('\n'),
  };
}

export function decisionMail(tenantId: string, b: VehicleBookingRow, decision: 'approve' | 'reject') {
  const name = vehicleName(b);
  const de = decision === 'approve' ? 'freigegeben' : 'abgelehnt';
  const en = decision === 'approve' ? 'approved' : 'rejected';
  return {
    tenantId,
    to: b.bookerEmail,
    subject: `Sonderfahrt ${de}: ${name}`,
    text: [
      `Ihre Sonderfahrt mit ${name} (${when(b.startAt, 'de-DE')} – ${when(b.endAt, 'de-DE')}) wurde ${de}.`,
      '',
      `Your special trip in ${name} (${when(b.startAt, 'en-GB')} – ${when(b.endAt, 'en-GB')}) was ${en}.`,
    ].join('\n'),
  };
}

/** The mail to a booker whose booking was cancelled by fleet care or the system. */
export function cancellationMail(
  tenantId: string,
  b: { bookerEmail: string; startAt: Date; endAt: Date },
  v: VehicleRecord,
  reason: string,
) {
  const name = vehicleName(v.vehicle);
  return {
    tenantId,
    to: b.bookerEmail,
    subject: `Fahrzeugbuchung storniert: ${name}`,
    text: [
      `Ihre Buchung von ${name} (${when(b.startAt, 'de-DE')} – ${when(b.endAt, 'de-DE')}) wurde storniert.`,
      `Grund: ${reason}`,
      '',
      `Your booking of ${name} (${when(b.startAt, 'en-GB')} – ${when(b.endAt, 'en-GB')}) was cancelled.`,
      `Reason: ${reason}`,
    ].join('\n'),
  };
}
