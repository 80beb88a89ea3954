import { err, ok, type Result } from '../result';
import type { EpochMs } from './zoned-time';

/**
 * Half-open range [start, end) of epoch milliseconds (glossary: "von / bis"). A booking ending
 * at 10:00 and one starting at 10:00 do not overlap. An interval with start >= end is empty;
 * the functions accept it and treat it as containing nothing.
 */
export type Interval = { readonly start: EpochMs; readonly end: EpochMs };

export const MINUTE_MS = 60_000;

export function makeInterval(start: EpochMs, end: EpochMs): Result<Interval> {
  if (!Number.isFinite(start) || !Number.isFinite(end) || !(start < end)) {
    return err('INVALID_INTERVAL', { start, end });
  }
  return ok({ start, end });
}

export function isEmptyInterval(i: Interval): boolean {
  return !(i.start < i.end);
}

export function durationMs(i: Interval): number {
  return Math.max(0, i.end - i.start);
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end && !isEmptyInterval(a) && !isEmptyInterval(b);
}

/** True if `inner` lies completely inside `outer`; the empty interval lies inside everything. */
export function contains(outer: Interval, inner: Interval): boolean {
  if (isEmptyInterval(inner)) return true;
  return outer.start <= inner.start && inner.end <= outer.end;
}

export function containsInstant(i: Interval, instant: EpochMs): boolean {
  return i.start <= instant && instant < i.end;
}

export function intersect(a: Interval, b: Interval): Interval | null {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return start < end ? { start, end } : null;
}

/** a minus b: zero, one or two pieces, in order. */
export function subtract(a: Interval, b: Interval): Interval[] {
  if (isEmptyInterval(a)) return [];
  if (!overlaps(a, b)) return [a];
  const pieces: Interval[] = [];
  if (a.start < b.start) pieces.push({ start: a.start, end: b.start });
  if (b.end < a.end) pieces.push({ start: b.end, end: a.end });
  return pieces;
}

/** a minus every interval of `bs`: what remains free of `a` (availability = open - busy). */
export function subtractAll(a: Interval, bs: readonly Interval[]): Interval[] {
  return mergeIntervals(bs).reduce<Interval[]>(
    (rest, b) => rest.flatMap((piece) => subtract(piece, b)),
    isEmptyInterval(a) ? [] : [a],
  );
}

/** Sorted union; touching intervals ([1,2) and [2,3)) become one, empty ones are dropped. */
export function mergeIntervals(list: readonly Interval[]): Interval[] {
  const sorted = list.filter((i) => !isEmptyInterval(i)).sort((x, y) => x.start - y.start || x.end - y.end);
  const merged: Interval[] = [];
  for (const i of sorted) {
    const last = merged[merged.length - 1];
    if (last && i.start <= last.end) {
      merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, i.end) };
    } else {
      merged.push(i);
    }
  }
  return merged;
}

/**
 * Widens a busy range by a buffer before and after (spec 5: vehicle bookings keep a minimum
 * gap "before and after"); `afterMs` defaults to `beforeMs`.
 */
export function widen(i: Interval, beforeMs: number, afterMs: number = beforeMs): Interval {
  return { start: i.start - beforeMs, end: i.end + afterMs };
}

/** Buffers around a booking in minutes (vehicles: the minimum gap before and after). */
export type Buffers = { readonly beforeMinutes: number; readonly afterMinutes: number };

/**
 * Whether `wanted` collides with `busy` once `busy` keeps its buffers: a booking 09-10 with 15
 * minutes after it blocks a wish starting at 10:10, not one starting at 10:15 (half-open).
 */
export function overlapsWithBuffers(busy: Interval, wanted: Interval, buffers: Buffers): boolean {
  return overlaps(widen(busy, buffers.beforeMinutes * MINUTE_MS, buffers.afterMinutes * MINUTE_MS), wanted);
}
