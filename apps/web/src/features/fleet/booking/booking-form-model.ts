import { formatMinutesOfDay } from '@buchbar/domain/time/time-of-day';
import { DEFAULT_TIME_ZONE, localDateOf, toInstant } from '@buchbar/domain/time/zoned-time';
import type { SaveVehicleBooking } from '../api/book-vehicle';
import type { VehicleBooking } from '../api/booking-types';

/** The trip's text fields, in the order of the form (spec 3 "Vehicle booking"). */
export const TRIP_FIELDS = [
  'reasonForTrip',
  'destination',
  'stopover',
  'passengers',
  'contact',
  'detour',
  'information',
] as const;
export type TripField = (typeof TRIP_FIELDS)[number];

export type BookingFormValues = Record<TripField, string> & {
  /** Berlin date of the start (YYYY-MM-DD). */
  date: string | null;
  /** The chosen start proposal (ISO instant). */
  start: string | null;
  /** Berlin date and time of the end. */
  endDate: string | null;
  endTime: string | null;
  /** '' = the signed-in user. */
  driverId: string;
};

const berlinTime = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(new Date(iso));

/** Berlin date and HH:mm of an instant. */
export function splitInstant(iso: string): { date: string; time: string } {
  return { date: localDateOf(Date.parse(iso), DEFAULT_TIME_ZONE), time: berlinTime(iso) };
}

/** What the dialog starts with: the booking to change, or the list's "free between" period, or today. */
export function initialValues(input: {
  booking?: VehicleBooking;
  initialStart?: string;
  initialEnd?: string;
  today: string;
}): BookingFormValues {
  const { booking } = input;
  const start = booking?.start ?? input.initialStart ?? null;
  const end = booking?.end ?? input.initialEnd ?? null;
  const endParts = end ? splitInstant(end) : null;
  return {
    date: start ? splitInstant(start).date : input.today,
    start,
    endDate: endParts?.date ?? null,
    endTime: endParts?.time ?? null,
    driverId: booking?.driver?.id ?? '',
    reasonForTrip: booking?.reasonForTrip ?? '',
    destination: booking?.destination ?? '',
    stopover: booking?.stopover ?? '',
    passengers: booking?.passengers ?? '',
    contact: booking?.contact ?? '',
    detour: booking?.detour ?? '',
    information: booking?.information ?? '',
  };
}

/** HH:mm choices of a day in steps of `stepMinutes` (the booking step setting). */
export function timeChoices(stepMinutes: number): string[] {
  const step = Number.isInteger(stepMinutes) && stepMinutes > 0 && stepMinutes <= 720 ? stepMinutes : 15;
  const out: string[] = [];
  for (let m = 0; m < 1440; m += step) out.push(formatMinutesOfDay(m));
  return out;
}

/** A default end for a chosen start: `minutes` later, but not after the proposal's latest end. */
export function defaultEnd(
  start: string,
  latestEnd: string,
  minutes: number,
): { date: string; time: string } {
  const end = Math.min(Date.parse(start) + minutes * 60_000, Date.parse(latestEnd));
  return splitInstant(new Date(end).toISOString());
}

/** After a new start: the end stays when it is still after it, else `minutes` later (capped). */
export function keptOrDefaultEnd(
  values: Pick<BookingFormValues, 'endDate' | 'endTime'>,
  start: string,
  latestEnd: string,
  minutes: number,
): { endDate: string; endTime: string } {
  if (values.endDate && values.endTime) {
    const end = toInstant(values.endDate, values.endTime, DEFAULT_TIME_ZONE);
    if (end > Date.parse(start)) return { endDate: values.endDate, endTime: values.endTime };
  }
  const d = defaultEnd(start, latestEnd, minutes);
  return { endDate: d.date, endTime: d.time };
}

export type BuildResult =
  | { ok: true; save: SaveVehicleBooking }
  | { ok: false; errors: Partial<Record<'start' | 'end', 'required'>> };

/**
 * The request of the dialog: POST with every field for a new trip, PATCH with only what
 * changed for an existing one. Only completeness is checked here; every rule is the server's.
 */
export function buildRequest(
  values: BookingFormValues,
  vehicleId: string,
  booking?: VehicleBooking,
): BuildResult {
  const errors: Partial<Record<'start' | 'end', 'required'>> = {};
  if (!values.start) errors.start = 'required';
  if (!values.endDate || !values.endTime) errors.end = 'required';
  if (!values.start || !values.endDate || !values.endTime) return { ok: false, errors };
  const end = new Date(toInstant(values.endDate, values.endTime, DEFAULT_TIME_ZONE)).toISOString();
  const start = new Date(values.start).toISOString();
  const trip = Object.fromEntries(TRIP_FIELDS.map((f) => [f, values[f].trim()])) as Record<TripField, string>;
  if (!booking) {
    return {
      ok: true,
      save: {
        kind: 'create',
        body: { vehicleId, start, end, ...trip, ...(values.driverId ? { driverId: values.driverId } : {}) },
      },
    };
  }
  const body: Record<string, string> = {};
  if (Date.parse(start) !== Date.parse(booking.start)) body.start = start;
  if (Date.parse(end) !== Date.parse(booking.end)) body.end = end;
  for (const f of TRIP_FIELDS) if (trip[f] !== booking[f]) body[f] = trip[f];
  return { ok: true, save: { kind: 'change', id: booking.id, body } };
}
