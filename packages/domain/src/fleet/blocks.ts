import { err, ok, type Result } from '../result';
import { type Interval, overlapsWithBuffers } from '../time/interval';
import { DEFAULT_TIME_ZONE, type EpochMs } from '../time/zoned-time';
import { blockedPeriod, type VehicleBusyPeriod } from './availability';
import { blockCancelReason } from './cancel-reasons';
import { formatLocalDisplay } from './local-display';
import { isVehicleBlockType, type VehicleBlockType, type VehicleHistoryType } from './vehicle-constants';

/**
 * Maintenance, service and defect blocks and the service booklet (spec 3, 4; ADR 0008 "The lock
 * per vehicle", ADR 0009 gap 6). A block is a vehicle booking of type WARTUNG, SERVICE or
 * DEFEKT; under the vehicle lock the server cancels the bookings it affects and inserts it.
 */
export const SERVICE_DESCRIPTION_MAX_LENGTH = 2000;

export type ServicePeriodInput = {
  readonly type: string;
  readonly start: EpochMs;
  readonly end: EpochMs;
  readonly description?: string | null;
};

export type ServicePeriod = {
  readonly type: VehicleBlockType;
  readonly start: EpochMs;
  readonly end: EpochMs;
  readonly description: string;
};

/**
 * Type, period and description of a service booklet entry (manual entries may lie in the past):
 * UNKNOWN_TYPE (spec 8 "unknown type X"), END_NOT_AFTER_START, SERVICE_DESCRIPTION_MISSING,
 * SERVICE_DESCRIPTION_TOO_LONG.
 */
export function validateServiceBookletEntry(input: ServicePeriodInput): Result<ServicePeriod> {
  if (!isVehicleBlockType(input.type)) return err('UNKNOWN_TYPE', { value: input.type });
  if (!(input.end > input.start)) return err('END_NOT_AFTER_START', { start: input.start, end: input.end });
  const description = (input.description ?? '').trim();
  if (description === '') return err('SERVICE_DESCRIPTION_MISSING', {});
  if (description.length > SERVICE_DESCRIPTION_MAX_LENGTH) {
    return err('SERVICE_DESCRIPTION_TOO_LONG', { maxLength: SERVICE_DESCRIPTION_MAX_LENGTH });
  }
  return ok({ type: input.type, start: input.start, end: input.end, description });
}

/** A block: a booklet entry that must still end after now (VEHICLE_BLOCK_IN_PAST). */
export function validateVehicleBlock(input: ServicePeriodInput, now: EpochMs): Result<ServicePeriod> {
  const entry = validateServiceBookletEntry(input);
  if (!entry.ok) return entry;
  if (!(entry.value.end > now)) return err('VEHICLE_BLOCK_IN_PAST', { end: entry.value.end });
  return entry;
}

/** A booking of the vehicle as the block plan reads it (under the lock). */
export type BlockedBooking = VehicleBusyPeriod & {
  readonly id: string;
  readonly bookerId: string;
  readonly driverId: string | null;
};

export type BlockCancellation = {
  readonly bookingId: string;
  readonly status: 'storniert';
  readonly reason: string;
  /** Who is told: the booker and, when another person, the driver. */
  readonly notify: readonly string[];
};

export type BlockPlanInput = {
  readonly block: Interval & { readonly type: VehicleBlockType };
  readonly bookings: readonly BlockedBooking[];
  /** `vehicles.minimumGapMinutes`: a block keeps the gap like any booking (spec 5). */
  readonly minimumGapMinutes: number;
  readonly now: EpochMs;
  /** The block itself when it is changed. */
  readonly ignoreBookingId?: string;
};

/**
 * The bookings a block period affects: every blocking booking or block whose period (an
 * overrunning trip's end taken as now) comes closer to the block than the minimum gap, the test
 * availability applies to a new booking next to a block.
 */
export function bookingsAffectedByBlock(input: BlockPlanInput): BlockedBooking[] {
  const buffers = { beforeMinutes: input.minimumGapMinutes, afterMinutes: input.minimumGapMinutes };
  return input.bookings.filter((b) => {
    if (b.id === input.ignoreBookingId) return false;
    const period = blockedPeriod(b, input.now);
    return period !== null && overlapsWithBuffers(period, input.block, buffers);
  });
}

/**
 * ADR 0009 gap 6: a block over a running trip is refused (VEHICLE_BLOCK_OVERLAPS_TRIP: the car
 * is on the road; end the trip first or start the block after it), over another block likewise
 * (VEHICLE_BLOCK_OVERLAPS_BLOCK: change that one instead). Otherwise every affected booking
 * (vorgemerkt or reserviert) is cancelled by the system with the reason of the block's type
 * ("Storno wegen Wartung am Fahrzeug." …) and its booker and driver are told.
 */
export function planVehicleBlock(input: BlockPlanInput): Result<BlockCancellation[]> {
  const affected = bookingsAffectedByBlock(input);
  const trips = affected.filter((b) => b.status === 'aktiv');
  if (trips.length > 0) return err('VEHICLE_BLOCK_OVERLAPS_TRIP', { bookingIds: trips.map((b) => b.id) });
  const blocks = affected.filter((b) => b.type !== 'BUCHUNG');
  if (blocks.length > 0) return err('VEHICLE_BLOCK_OVERLAPS_BLOCK', { bookingIds: blocks.map((b) => b.id) });
  return ok(
    affected.map((b) => ({
      bookingId: b.id,
      status: 'storniert',
      reason: blockCancelReason(input.block.type),
      notify: b.driverId !== null && b.driverId !== b.bookerId ? [b.bookerId, b.driverId] : [b.bookerId],
    })),
  );
}

const HISTORY_OF_BLOCK: Readonly<Record<VehicleBlockType, VehicleHistoryType>> = {
  WARTUNG: 'WARTUNG',
  SERVICE: 'SERVICE',
  // The history has no DEFEKT type (spec 3): a defect changes the vehicle's state.
  DEFEKT: 'STATUSAENDERUNG',
};

const BLOCK_LABEL: Readonly<Record<VehicleBlockType, string>> = {
  WARTUNG: 'Wartung',
  SERVICE: 'Service',
  DEFEKT: 'Defekt',
};

/** The history entry a block writes: its type and a German description with the period. */
export function blockHistoryEntry(
  block: ServicePeriod,
  zone: string = DEFAULT_TIME_ZONE,
): { readonly type: VehicleHistoryType; readonly description: string } {
  const period = `${formatLocalDisplay(block.start, zone)} – ${formatLocalDisplay(block.end, zone)}`;
  return {
    type: HISTORY_OF_BLOCK[block.type],
    description: `${BLOCK_LABEL[block.type]} ${period}: ${block.description}`,
  };
}

/** One row of the service booklet (spec 3 "Service booklet entry: type, description, period"). */
export type ServiceBookletEntry = ServicePeriod & {
  readonly id: string;
  /** From a block (a booking row of type WARTUNG/SERVICE/DEFEKT) or written by hand. */
  readonly source: 'block' | 'manual';
};

export type StoredBlock = ServicePeriod & { readonly id: string; readonly status: string };

/**
 * The booklet of a vehicle: its blocks that were not cancelled, plus the manual entries, newest
 * period first (by start, then end, then id for a stable order).
 */
export function listServiceBooklet(
  blocks: readonly StoredBlock[],
  manual: readonly (ServicePeriod & { readonly id: string })[],
): ServiceBookletEntry[] {
  const entries: ServiceBookletEntry[] = [
    ...blocks
      .filter((b) => b.status !== 'storniert')
      .map((b) => ({
        id: b.id,
        type: b.type,
        start: b.start,
        end: b.end,
        description: b.description,
        source: 'block' as const,
      })),
    ...manual.map((m) => ({ ...m, source: 'manual' as const })),
  ];
  return entries.sort((a, b) => b.start - a.start || b.end - a.end || a.id.localeCompare(b.id));
}
