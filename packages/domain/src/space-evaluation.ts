import type { Interval } from './time/interval';
import { DEFAULT_TIME_ZONE, type EpochMs, toLocalDateTime } from './time/zoned-time';

/**
 * The evaluation of a floor plan over a period (spec 2 menu "evaluation", issue 14 point 8):
 * occupancy in percent, the hours of the day when it is fullest (peak times) and the no-show
 * rate. Pure: the caller passes the plan's places, its opening intervals of the period and its
 * bookings.
 */
export type EvaluationBooking = {
  start: EpochMs;
  end: EpochMs;
  groupSize: number;
  /** Kept: not cancelled by a person and not released as a no-show. */
  kept: boolean;
  checkedIn: boolean;
  noShow: boolean;
};

export type EvaluationInput = {
  /** Places of the plan that can be booked (active), with their capacity (persons). */
  capacity: number;
  /** The plan's opening intervals of each day of the period (closed days left out). */
  openings: readonly Interval[];
  bookings: readonly EvaluationBooking[];
  zone?: string;
};

export type HourLoad = {
  /** Local hour of the day 0-23 (Europe/Berlin by default); a doubled autumn hour counts twice. */
  hour: number;
  /** Capacity-hours open in this hour of the day over the period. */
  capacityHours: number;
  bookedHours: number;
  /** Share booked, 0..1; null while nothing was open in this hour. */
  occupancy: number | null;
};

export type PlanEvaluation = {
  capacityHours: number;
  bookedHours: number;
  /** Share of the open capacity that was booked (kept bookings), 0..1; null: never open. */
  occupancy: number | null;
  /** Hours of the day that were open at least once, in order. */
  byHour: HourLoad[];
  /** The fullest hour of the day (earliest on a tie); null without any booked hour. */
  peak: { hour: number; occupancy: number } | null;
  /** Bookings of the period that were not cancelled by a person (no-shows included). */
  bookings: number;
  checkedIn: number;
  noShows: number;
  /** No-shows among the bookings whose outcome is known (checked in or no-show); null: none. */
  noShowRate: number | null;
};

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

type Slot = { start: EpochMs; end: EpochMs; hour: number; bookedMs: number };

/** Cuts the opening intervals at every full local hour (the spring gap has no hour 2, the autumn overlap two). */
function hourSlots(openings: readonly Interval[], zone: string): Slot[] {
  const slots: Slot[] = [];
  for (const opening of [...openings].sort((a, b) => a.start - b.start)) {
    let t = opening.start;
    while (t < opening.end) {
      const local = toLocalDateTime(t, zone);
      const minutes = Number(local.time.slice(3, 5));
      const next = Math.min(opening.end, t - minutes * MINUTE_MS - (t % MINUTE_MS) + HOUR_MS);
      slots.push({ start: t, end: next, hour: Number(local.time.slice(0, 2)), bookedMs: 0 });
      t = next;
    }
  }
  return slots;
}

/** The first slot that ends after `t` (slots are sorted and do not overlap). */
function firstSlotAfter(slots: readonly Slot[], t: EpochMs): number {
  let lo = 0;
  let hi = slots.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((slots[mid]?.end ?? 0) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function evaluatePlan(input: EvaluationInput): PlanEvaluation {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const capacity = Math.max(0, input.capacity);
  const slots = hourSlots(input.openings, zone);
  for (const b of input.bookings) {
    if (!b.kept || !(b.start < b.end)) continue;
    // A group never fills more than the plan holds.
    const persons = Math.min(Math.max(0, b.groupSize), capacity);
    for (let i = firstSlotAfter(slots, b.start); i < slots.length; i += 1) {
      const slot = slots[i];
      if (!slot || slot.start >= b.end) break;
      slot.bookedMs += persons * (Math.min(slot.end, b.end) - Math.max(slot.start, b.start));
    }
  }
  const hours = new Map<number, { capacityMs: number; bookedMs: number }>();
  for (const slot of slots) {
    const h = hours.get(slot.hour) ?? { capacityMs: 0, bookedMs: 0 };
    h.capacityMs += capacity * (slot.end - slot.start);
    // A plan whose places were all booked cannot be fuller than full (bookings of places that
    // are inactive now still count against today's capacity).
    h.bookedMs += Math.min(slot.bookedMs, capacity * (slot.end - slot.start));
    hours.set(slot.hour, h);
  }
  const byHour: HourLoad[] = [...hours.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hour, h]) => ({
      hour,
      capacityHours: h.capacityMs / HOUR_MS,
      bookedHours: h.bookedMs / HOUR_MS,
      occupancy: h.capacityMs > 0 ? h.bookedMs / h.capacityMs : null,
    }));
  const capacityHours = byHour.reduce((n, h) => n + h.capacityHours, 0);
  const bookedHours = byHour.reduce((n, h) => n + h.bookedHours, 0);
  let peak: PlanEvaluation['peak'] = null;
  for (const h of byHour) {
    if (h.occupancy !== null && h.occupancy > 0 && (peak === null || h.occupancy > peak.occupancy))
      peak = { hour: h.hour, occupancy: h.occupancy };
  }
  const counted = input.bookings.filter((b) => b.kept || b.noShow);
  const checkedIn = counted.filter((b) => b.checkedIn).length;
  const noShows = counted.filter((b) => b.noShow).length;
  return {
    capacityHours,
    bookedHours,
    occupancy: capacityHours > 0 ? bookedHours / capacityHours : null,
    byHour,
    peak,
    bookings: counted.length,
    checkedIn,
    noShows,
    noShowRate: checkedIn + noShows > 0 ? noShows / (checkedIn + noShows) : null,
  };
}
