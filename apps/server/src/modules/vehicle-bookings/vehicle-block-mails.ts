import { cancelReasonText } from '@buchbar/domain/fleet/cancel-reasons';
import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/zoned-time';
import { vehicleName } from '../vehicles/vehicles.module';

/** The mail of a block (German first, English after), queued in the transaction that writes it. */

type VehicleNaming = { make: string; model: string; licencePlate: string };

const when = (d: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(d);

/** The mail to a booker or driver whose booking a block cancelled, with the stored reason. */
export function blockCancellationMail(
  tenantId: string,
  to: string,
  b: { startAt: Date; endAt: Date },
  vehicle: VehicleNaming,
  reason: string,
  lang?: 'de' | 'en',
) {
  const name = vehicleName(vehicle);
  const de = [
    `Die Buchung von ${name} (${when(b.startAt, 'de-DE')} – ${when(b.endAt, 'de-DE')}) wurde storniert.`,
    `Grund: ${cancelReasonText(reason, 'de')}`,
  ];
  const en = [
    `The booking of ${name} (${when(b.startAt, 'en-GB')} – ${when(b.endAt, 'en-GB')}) was cancelled.`,
    `Reason: ${cancelReasonText(reason, 'en')}`,
  ];
  return {
    tenantId,
    to,
    subject: lang === 'en' ? `Vehicle booking cancelled: ${name}` : `Fahrzeugbuchung storniert: ${name}`,
    text: (lang === 'en' ? en : lang === 'de' ? de : [...de, '', ...en]).join('\n'),
  };
}
