import type { FleetNoticeReason } from '@buchbar/domain/fleet/cleanliness';
import type { TripEntry } from '@buchbar/domain/fleet/trip-readings';
import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/zoned-time';
import { vehicleName } from '../vehicles/vehicles.module';

/**
 * The mails of trips (German first, English after), queued through the outbox by the services in
 * the transaction that writes the entry.
 */

type VehicleNaming = { make: string; model: string; licencePlate: string };

const when = (d: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(d);

const REASON_TEXT: Readonly<Record<FleetNoticeReason, { de: string; en: string }>> = {
  DAMAGE: { de: 'Schaden gemeldet', en: 'damage reported' },
  DIRT_INSIDE: { de: 'Innenraum verschmutzt', en: 'dirty inside' },
  DIRT_OUTSIDE: { de: 'außen verschmutzt', en: 'dirty outside' },
};

/**
 * The damage and dirt notice to one fleet manager (spec 9; ADR 0009 gap 3): vehicle, driver,
 * every reason that applies to this manager, the damages with links to their photos, and the
 * link to the block form pre-filled with DEFEKT.
 */
export function fleetNoticeMail(n: {
  tenantId: string;
  to: string;
  vehicle: VehicleNaming & { id: string };
  driverName: string;
  at: Date;
  entry: TripEntry;
  reasons: readonly FleetNoticeReason[];
  fileUrl: (fileName: string) => string;
  appUrl: string;
  /** The manager's language; without it German first, English after. */
  lang?: 'de' | 'en';
}) {
  const name = vehicleName(n.vehicle);
  const kind =
    n.entry.type === 'CHECK_IN' ? { de: 'Check-in', en: 'check-in' } : { de: 'Check-out', en: 'check-out' };
  const reasonsDe = n.reasons.map((r) => REASON_TEXT[r].de).join(', ');
  const reasonsEn = n.reasons.map((r) => REASON_TEXT[r].en).join(', ');
  const damages = n.reasons.includes('DAMAGE')
    ? n.entry.damages.flatMap((d, i) => [
        `${i + 1}. ${d.description}`,
        ...d.photos.map((p) => `   ${n.fileUrl(p)}`),
      ])
    : [];
  const blockLink = `${n.appUrl}/admin/fahrzeuge/${n.vehicle.id}?sperre=DEFEKT`;
  const de = [
    `${kind.de} von ${n.driverName} mit ${name} am ${when(n.at, 'de-DE')}: ${reasonsDe}.`,
    `Sauberkeit innen: ${n.entry.cleanlinessInside ?? '–'}, außen: ${n.entry.cleanlinessOutside ?? '–'}.`,
    ...damages,
    `Fahrzeug als defekt sperren: ${blockLink}`,
  ];
  const en = [
    `The ${kind.en} by ${n.driverName} with ${name} on ${when(n.at, 'en-GB')}: ${reasonsEn}.`,
    `Cleanliness inside: ${n.entry.cleanlinessInside ?? '–'}, outside: ${n.entry.cleanlinessOutside ?? '–'}.`,
    ...damages,
    `Block the vehicle as defective: ${blockLink}`,
  ];
  return {
    tenantId: n.tenantId,
    to: n.to,
    subject:
      n.lang === 'en' ? `Vehicle notice: ${name} – ${reasonsEn}` : `Fahrzeugmeldung: ${name} – ${reasonsDe}`,
    text: (n.lang === 'en' ? en : n.lang === 'de' ? de : [...de, '', ...en]).join('\n'),
  };
}
