import { DEFAULT_TIME_ZONE, toInstant } from '@buchbar/domain/time/zoned-time';
import type { CreateSpaceBookingBody, FloorPlanMap, MapMode } from '../api/types';

export type BookingMode = 'allDay' | 'hourly';
export type WorkTime = 'allDay' | 'morning' | 'afternoon';
/** The one time control above the map (issue 14: not "Ganztägig" beside "Ganztags"). */
export type BookingPeriod = WorkTime | 'hourly';

/** The period the selection shows: hourly, or the part of the day of an all-day booking. */
export function periodOf(selection: Pick<MapSelection, 'bookingMode' | 'workTime'>): BookingPeriod {
  return selection.bookingMode === 'hourly' ? 'hourly' : selection.workTime;
}

/** The selection fields a chosen period writes (hourly keeps the last work time for going back). */
export function selectionForPeriod(
  period: BookingPeriod,
): Partial<Pick<MapSelection, 'bookingMode' | 'workTime'>> {
  return period === 'hourly' ? { bookingMode: 'hourly' } : { bookingMode: 'allDay', workTime: period };
}

/** What the user picked above the map; all local to the display zone. */
export interface MapSelection {
  date: string;
  bookingMode: BookingMode;
  workTime: WorkTime;
  from: string;
  to: string;
}

/** Spec 2 defaults: today, all-day, 09:00–18:00. */
export const DEFAULT_FROM = '09:00';
export const DEFAULT_TO = '18:00';

/** The two toggles collapse into the API's one mode: hourly wins, else the work-time slot. */
export function effectiveMode(selection: Pick<MapSelection, 'bookingMode' | 'workTime'>): MapMode {
  return selection.bookingMode === 'hourly' ? 'hourly' : selection.workTime;
}

/** Query of `GET …/map`: from/to only matter (and are only sent) in hourly mode. */
export function mapQueryParams(selection: MapSelection): Record<string, string> {
  const mode = effectiveMode(selection);
  const base = { date: selection.date, mode };
  return mode === 'hourly' ? { ...base, from: selection.from, to: selection.to } : base;
}

export interface BookingExtras {
  groupSize?: number;
  participantEmail?: string;
}

export type BookingRequestResult =
  | { ok: true; body: CreateSpaceBookingBody }
  | { ok: false; reason: 'closed' | 'emptyRange' };

/**
 * The booking body for a seat. All-day/morning/afternoon send the map's window (the server's
 * opening hours of that day); hourly converts the local times of the chosen day to instants
 * with toInstant, which is DST-correct (23 h on 2026-03-29, 25 h on 2026-10-25).
 */
export function buildBookingRequest(
  spaceId: string,
  selection: MapSelection,
  window: FloorPlanMap['window'],
  extras: BookingExtras = {},
  zone = DEFAULT_TIME_ZONE,
): BookingRequestResult {
  const mode = effectiveMode(selection);
  let start: string;
  let end: string;
  if (mode === 'hourly') {
    const startMs = toInstant(selection.date, selection.from, zone);
    const endMs = toInstant(selection.date, selection.to, zone);
    if (endMs <= startMs) return { ok: false, reason: 'emptyRange' };
    start = new Date(startMs).toISOString();
    end = new Date(endMs).toISOString();
  } else {
    if (!window) return { ok: false, reason: 'closed' };
    ({ start, end } = window);
  }
  const body: CreateSpaceBookingBody = { spaceId, start, end, mode };
  if (extras.groupSize && extras.groupSize > 1) body.groupSize = extras.groupSize;
  const email = extras.participantEmail?.trim();
  if (email) body.participantEmail = email;
  return { ok: true, body };
}
