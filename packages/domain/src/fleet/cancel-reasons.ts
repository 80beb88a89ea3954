import type { VehicleBlockType } from './vehicle-constants';
import { VEHICLE_CANCEL_REASONS } from './vehicle-constants';

/**
 * System cancellation reasons of trips, blocks and guests (ADR 0009), stored in `cancel_reason`
 * in German like spec 4's own reasons (`VEHICLE_CANCEL_REASONS`). The spec names the events
 * ("cancelled by system (maintenance), or automatically when check-in is missing in time") but
 * not their words; these are the decision.
 */
export const TRIP_CANCEL_REASONS = {
  /** spec 4 "automatically when check-in is missing in time" (`autoCancelMissingCheckIn`). */
  missedCheckIn: 'Storno, da der Check-in nicht rechtzeitig erfolgte.',
  /** spec 4 "cancelled … by system (maintenance)", one text per block type. */
  maintenance: 'Storno wegen Wartung am Fahrzeug.',
  service: 'Storno wegen Service am Fahrzeug.',
  defect: 'Storno wegen eines Defekts am Fahrzeug.',
  /** The guest used the cancellation link (spec 1 "free of charge up to 24 hours before start"). */
  cancelledByGuest: 'Storno durch den Gast über den Stornolink.',
  /** A guest booking not confirmed by its start (ADR 0008 gap 7: the deadline is the start). */
  guestConfirmationExpired: 'Storno, da der Gast die Buchung nicht rechtzeitig bestätigt hat.',
} as const;

const BLOCK_REASON: Readonly<Record<VehicleBlockType, string>> = {
  WARTUNG: TRIP_CANCEL_REASONS.maintenance,
  SERVICE: TRIP_CANCEL_REASONS.service,
  DEFEKT: TRIP_CANCEL_REASONS.defect,
};

/** The reason recorded on a booking a WARTUNG, SERVICE or DEFEKT block cancels. */
export function blockCancelReason(type: VehicleBlockType): string {
  return BLOCK_REASON[type];
}

/**
 * English text of every stored system reason (spec 4's and these), for mails and screens in
 * English. A reason typed by a person is not in the map and is shown as written.
 */
export const CANCEL_REASON_ENGLISH: Readonly<Record<string, string>> = {
  [VEHICLE_CANCEL_REASONS.deactivated]: 'Cancelled because the vehicle was deactivated.',
  [VEHICLE_CANCEL_REASONS.locationChanged]: "Cancelled because of a change of the vehicle's location",
  [VEHICLE_CANCEL_REASONS.noLongerValid]:
    'Cancelled because the vehicle can no longer be booked at that time.',
  [VEHICLE_CANCEL_REASONS.approvalExpired]: 'Cancelled because the special trip was not approved in time.',
  [TRIP_CANCEL_REASONS.missedCheckIn]: 'Cancelled because the check-in did not happen in time.',
  [TRIP_CANCEL_REASONS.maintenance]: 'Cancelled because of maintenance of the vehicle.',
  [TRIP_CANCEL_REASONS.service]: 'Cancelled because of a service of the vehicle.',
  [TRIP_CANCEL_REASONS.defect]: 'Cancelled because of a defect of the vehicle.',
  [TRIP_CANCEL_REASONS.cancelledByGuest]: 'Cancelled by the guest through the cancellation link.',
  [TRIP_CANCEL_REASONS.guestConfirmationExpired]:
    'Cancelled because the guest did not confirm the booking in time.',
};

/** A stored reason in the reader's language: German as stored, English from the map. */
export function cancelReasonText(reason: string, language: 'de' | 'en'): string {
  return language === 'en' ? (CANCEL_REASON_ENGLISH[reason] ?? reason) : reason;
}
