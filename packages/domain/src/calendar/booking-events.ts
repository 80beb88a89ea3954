import type { BookingStatus } from '../booking/status';
import type { SpaceProduct } from '../space-products';
import type { EpochMs } from '../time/zoned-time';
import {
  bookingUid,
  type CalendarEvent,
  type CalendarPerson,
  calendarSequence,
  type EventStatus,
} from './ical';

/** The languages calendar texts are written in (the recipient's `general.language`). */
export type CalendarLanguage = 'de' | 'en';

/**
 * The event status of a booking status: awaiting confirmation or approval is TENTATIVE, a
 * cancelled booking CANCELLED, everything else (reserved, running, done) CONFIRMED.
 */
export function eventStatusOf(status: BookingStatus): EventStatus {
  if (status === 'storniert') return 'CANCELLED';
  if (status === 'vorgemerkt') return 'TENTATIVE';
  return 'CONFIRMED';
}

const PRODUCT_NAMES: Record<CalendarLanguage, Record<SpaceProduct, string>> = {
  de: { lesesaal: 'Lesesaal', arbeitswelt: 'Arbeitsplatz' },
  en: { lesesaal: 'Reading room', arbeitswelt: 'Work place' },
};

type Revision = {
  tenantKey: string;
  id: string;
  createdAt?: EpochMs;
  /** The instant of the change this event describes; absent for the booking as created. */
  changedAt?: EpochMs | null;
  start: EpochMs;
  end: EpochMs;
  status: BookingStatus;
  url?: string;
  lang: CalendarLanguage;
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
};

export type SpaceBookingEventInput = Revision & {
  product: SpaceProduct;
  spaceLabel: string;
  floorPlanName: string;
  locationName?: string | null;
  groupSize?: number;
};

/** A reading-room or work-place booking as an event, in the recipient's language. */
export function spaceBookingEvent(b: SpaceBookingEventInput): CalendarEvent {
  const product = PRODUCT_NAMES[b.lang][b.product];
  const status = eventStatusOf(b.status);
  const lines =
    b.lang === 'en'
      ? [
          `${product}: place ${b.spaceLabel} (${b.floorPlanName}).`,
          status === 'TENTATIVE' ? 'Awaiting your confirmation in Buchbar.' : '',
          b.groupSize && b.groupSize > 1 ? `Group of ${b.groupSize}.` : '',
          'Please check in on arrival.',
        ]
      : [
          `${product}: Platz ${b.spaceLabel} (${b.floorPlanName}).`,
          status === 'TENTATIVE' ? 'Wartet auf Ihre Bestätigung in Buchbar.' : '',
          b.groupSize && b.groupSize > 1 ? `Gruppe mit ${b.groupSize} Personen.` : '',
          'Bitte checken Sie bei Ankunft ein.',
        ];
  return {
    ...revision(b, 'space', status),
    summary: `${product} ${b.spaceLabel}`,
    location: [b.floorPlanName, b.locationName].filter(Boolean).join(', '),
    description: lines.filter(Boolean).join('\n'),
  };
}

export type VehicleBookingEventInput = Revision & {
  vehicleName: string;
  licencePlate: string;
  locationName?: string | null;
  driverName?: string | null;
  reason?: string | null;
  destination?: string | null;
};

/** A vehicle booking as an event, in the recipient's language. */
export function vehicleBookingEvent(b: VehicleBookingEventInput): CalendarEvent {
  const status = eventStatusOf(b.status);
  const en = b.lang === 'en';
  const lines = [
    en ? `Vehicle: ${b.vehicleName} (${b.licencePlate})` : `Fahrzeug: ${b.vehicleName} (${b.licencePlate})`,
    b.driverName ? (en ? `Driver: ${b.driverName}` : `Fahrer: ${b.driverName}`) : '',
    b.destination ? (en ? `Destination: ${b.destination}` : `Ziel: ${b.destination}`) : '',
    b.reason ? (en ? `Reason: ${b.reason}` : `Grund: ${b.reason}`) : '',
    status === 'TENTATIVE' ? (en ? 'Awaiting approval.' : 'Wartet auf Freigabe.') : '',
  ];
  return {
    ...revision(b, 'vehicle', status),
    summary: `${en ? 'Vehicle' : 'Fahrzeug'} ${b.vehicleName} (${b.licencePlate})`,
    location: b.locationName ?? undefined,
    description: lines.filter(Boolean).join('\n'),
  };
}

function revision(b: Revision, kind: 'space' | 'vehicle', status: EventStatus) {
  return {
    uid: bookingUid(kind, b.id, b.tenantKey),
    sequence: calendarSequence(b.changedAt),
    start: b.start,
    end: b.end,
    status,
    created: b.createdAt,
    url: b.url,
    organizer: b.organizer,
    attendee: b.attendee,
  };
}

/**
 * The window a personal or vehicle feed lists: the last 30 days and the next 365 (ADR 0012).
 * Older bookings are history, not calendar.
 */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 365;

export function feedWindow(now: EpochMs): { from: EpochMs; to: EpochMs } {
  const day = 86_400_000;
  return { from: now - FEED_PAST_DAYS * day, to: now + FEED_FUTURE_DAYS * day };
}
