import type { MapQuery } from '@buchbar/contracts/spaces';
import { listBookableDays } from '@buchbar/domain/booking/bookable-days';
import { effectiveOpeningHours, openingInterval } from '@buchbar/domain/booking/opening-hours';
import type { BookingStatus } from '@buchbar/domain/booking/status';
import { mayReadFloorPlan } from '@buchbar/domain/floor-plan-visibility';
import { liveWindow } from '@buchbar/domain/public-occupancy';
import { bookingIntervalForMode } from '@buchbar/domain/space-booking-modes';
import { spaceBookingRulesFromSettings } from '@buchbar/domain/space-booking-rules';
import type { MapBooking } from '@buchbar/domain/space-map-state';
import { type SeatState, seatState } from '@buchbar/domain/space-map-state';
import type { Interval } from '@buchbar/domain/time/interval';
import { addDays, DEFAULT_TIME_ZONE, localDateOf, toInstant } from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import type { Db } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import type { SettingsService } from '../settings/settings.module';
import { findTenantKey } from '../tenancy/tenancy.module';
import { presentFloorPlan, presentSeat } from './floor-plan.presenter';
import { findFloorPlanById, listSeats, loadOpening } from './floor-plans.repository';
import { type MapAnswer, MapView } from './map-answer';
import { MapSnapshotCache } from './map-snapshot-cache';
import { mapBookingsOfFloorPlan } from './space-bookings.repository';

/** The live map: every seat of a floor plan with its state for the chosen day and window. */
export class SpaceMapService {
  private readonly snapshots = new MapSnapshotCache<Snapshot | null>(SNAPSHOT_TTL_MS);

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly clock: () => number,
  ) {}

  /** Drops cached data of a plan: after a booking change commits here or arrives by NOTIFY. */
  invalidate(floorPlanId: string): void {
    this.snapshots.invalidatePlan(floorPlanId);
  }

  /**
   * The map as JSON: one shared text per plan, day and window for every viewer (kept with the
   * snapshot), and a text of their own only for viewers who hold a booking there that day.
   */
  async map(
    p: Principal,
    product: string,
    floorPlanId: string,
    q: z.infer<typeof MapQuery>,
  ): Promise<MapAnswer> {
    const [snap, { values }] = await Promise.all([
      this.snapshots.get(p.tenantId, floorPlanId, q.date, () => this.load(p.tenantId, floorPlanId, q.date)),
      this.settings.effective(p.tenantId, p.userId),
    ]);
    if (!snap || snap.plan.product !== product || !mayReadFloorPlan(snap.plan, p)) throw notFound();
    const holding = {
      releaseNoShows: values['spaces.releaseNoShows'],
      windowMinutes: values['spaces.checkInWindowMinutes'],
    };
    const workTimeSplit = values['spaces.workTimeSplit'];
    // The window of a slot that has begun starts at the current step (bookingIntervalForMode), so
    // it is part of the key: the map always offers what the booking check accepts.
    const window = this.windowOf(snap, q, workTimeSplit, values['spaces.bookingStepMinutes']);
    const key = [
      q.mode,
      q.from,
      q.to,
      workTimeSplit,
      holding.releaseNoShows,
      holding.windowMinutes,
      window?.start,
    ].join('|');
    let view = snap.views.get(key);
    if (!view) {
      view = this.view(snap, q.date, window, holding);
      if (snap.views.size < MAX_VIEWS_PER_SNAPSHOT) snap.views.set(key, view);
    }
    const mine = snap.seatsOf.get(p.email.toLowerCase());
    if (!mine || !view.window) return { json: view.view.shared, gzip: () => view.view.sharedGzip };
    const shown = view.window;
    const json = view.view.ownAnswer(p.email.toLowerCase(), () => {
      const overrides = new Map<number, SeatState>();
      const now = this.clock();
      for (const i of mine) {
        const s = snap.seats[i];
        if (s) overrides.set(i, stateOf(snap, s, shown, p.email, now, holding));
      }
      return overrides;
    });
    return json === view.view.shared ? { json, gzip: () => view.view.sharedGzip } : { json };
  }

  /**
   * The plan at one moment as the public sees it (ADR 0016): each seat's state over the minute
   * at `now`, for nobody (no "yours"), under the tenant's rules; undefined for an unknown plan.
   */
  async live(tenantId: string, floorPlanId: string, now: number) {
    const date = localDateOf(now, ZONE);
    const [snap, { values }] = await Promise.all([
      this.snapshots.get(tenantId, floorPlanId, date, () => this.load(tenantId, floorPlanId, date)),
      this.settings.effective(tenantId, NOBODY),
    ]);
    if (!snap) return undefined;
    const holding = {
      releaseNoShows: values['spaces.releaseNoShows'],
      windowMinutes: values['spaces.checkInWindowMinutes'],
    };
    const window = liveWindow(now);
    const { opening, day } = snap;
    return {
      plan: snap.plan,
      tenantKey: snap.tenantKey,
      offered: values['spaces.products'].includes(snap.plan.product),
      opening: opening && day.from && day.to ? { from: day.from, to: day.to } : null,
      openNow: opening !== null && opening.start <= now && now < opening.end,
      seats: snap.seats.map((seat) => ({ seat, state: stateOf(snap, seat, window, '', now, holding) })),
    };
  }

  /**
   * The bookable days of the user's advance window for a plan (spec 4, listBookableDays): the
   * same rule the booking check applies, so the date picker disables exactly what POST refuses.
   */
  async bookableDays(p: Principal, product: string, floorPlanId: string) {
    const [plan, opening, { values }] = await Promise.all([
      findFloorPlanById(this.db, p.tenantId, floorPlanId),
      loadOpening(this.db, p.tenantId, floorPlanId),
      this.settings.effective(p.tenantId, p.userId),
    ]);
    if (!plan || plan.product !== product || !mayReadFloorPlan(plan, p)) throw notFound();
    const rules = spaceBookingRulesFromSettings(values);
    const now = this.clock();
    const today = localDateOf(now, ZONE);
    const days = listBookableDays({
      today,
      advanceDays: rules.advanceDays,
      bookableWeekdays: rules.bookableWeekdays,
      weekly: opening.weekly,
      exceptions: opening.exceptions,
      zone: ZONE,
    });
    return {
      today,
      lastDay: addDays(today, Math.max(0, Math.floor(rules.advanceDays))),
      // Today only while its opening hours last (after them every booking is in the past).
      days: days.filter((d) => d.interval.end > now).map((d) => d.date),
    };
  }

  /** The period the map shows: the hourly times, or the mode's slot of the day (from now once begun). */
  private windowOf(
    snap: Snapshot,
    q: z.infer<typeof MapQuery>,
    workTimeSplit: string,
    stepMinutes: number,
  ): Interval | null {
    const { opening, weekly, exceptions } = snap;
    if (!opening) return null;
    if (q.mode === 'hourly')
      return { start: toInstant(q.date, q.from, ZONE), end: toInstant(q.date, q.to, ZONE) };
    const r = bookingIntervalForMode({
      date: q.date,
      mode: q.mode,
      weekly,
      exceptions,
      zone: ZONE,
      workTimeSplit,
      now: this.clock(),
      stepMinutes,
    });
    return r.ok ? r.value : opening;
  }

  /** The states of every seat for one window, as seen by someone without a booking there. */
  private view(
    snap: Snapshot,
    date: string,
    window: Interval | null,
    holding: { releaseNoShows: boolean; windowMinutes: number },
  ): WindowView {
    const { plan, opening, day } = snap;
    const now = this.clock();
    const states = snap.seats.map((s) => (window ? stateOf(snap, s, window, '', now, holding) : 'closed'));
    const head = {
      floorPlan: presentFloorPlan(plan, snap.tenantKey),
      date,
      opening:
        opening && day.from && day.to
          ? { from: day.from, to: day.to, start: iso(opening.start), end: iso(opening.end) }
          : null,
      window: window ? { start: iso(window.start), end: iso(window.end) } : null,
    };
    return { window, view: new MapView(head, snap.seats, states) };
  }

  /** Everything of the plan and day that is the same for every viewer. */
  private async load(tenantId: string, floorPlanId: string, date: string) {
    const [plan, { weekly, exceptions }, seats, tenantKey] = await Promise.all([
      findFloorPlanById(this.db, tenantId, floorPlanId),
      loadOpening(this.db, tenantId, floorPlanId),
      listSeats(this.db, tenantId, floorPlanId),
      findTenantKey(this.db, tenantId),
    ]);
    if (!plan) return null;
    const opening = openingInterval(date, weekly, exceptions, ZONE);
    const rows = opening
      ? await mapBookingsOfFloorPlan(
          this.db,
          tenantId,
          floorPlanId,
          new Date(opening.start),
          new Date(opening.end),
        )
      : [];
    const day = effectiveOpeningHours(date, weekly, exceptions);
    const presented = seats.map(presentSeat);
    const bySeat = groupBySeat(rows);
    return {
      plan,
      weekly,
      exceptions,
      seats: presented,
      tenantKey,
      opening,
      day,
      bySeat,
      seatsOf: seatIndexesByPerson(presented, bySeat),
      views: new Map<string, WindowView>(),
    };
  }
}

type Snapshot = NonNullable<Awaited<ReturnType<SpaceMapService['load']>>>;
const ZONE = DEFAULT_TIME_ZONE;
/** The settings of someone without a user layer or groups: the tenant's values. */
const NOBODY = 'public';
/** Bounds what a map on another instance can miss between a commit and its NOTIFY. */
const SNAPSHOT_TTL_MS = 2_000;

const iso = (ms: number) => new Date(ms).toISOString();
type WindowView = { window: Interval | null; view: MapView };

/** A seat's state in a window for a viewer ('' = someone without a booking there). */
function stateOf(
  snap: Snapshot,
  s: Snapshot['seats'][number],
  window: Interval,
  viewer: string,
  now: number,
  holding: { releaseNoShows: boolean; windowMinutes: number },
): SeatState {
  return seatState({
    capacity: s.capacity,
    active: s.active && snap.plan.active,
    opening: snap.opening,
    window,
    bookings: snap.bySeat.get(s.id) ?? [],
    userEmail: viewer,
    now,
    holding,
  });
}
/** Distinct windows (hourly views) kept per snapshot; more are computed without keeping them. */
const MAX_VIEWS_PER_SNAPSHOT = 64;

/** Seat positions by the e-mail (lower case) of whoever holds a booking there: they see "yours". */
function seatIndexesByPerson(seats: readonly { id: string }[], bySeat: Map<string, MapBooking[]>) {
  const result = new Map<string, number[]>();
  seats.forEach((s, i) => {
    for (const b of bySeat.get(s.id) ?? []) {
      const who = (b.participantEmail ?? b.organizerEmail).toLowerCase();
      const list = result.get(who) ?? [];
      if (list[list.length - 1] !== i) list.push(i);
      result.set(who, list);
    }
  });
  return result;
}

/** One pass over the day's bookings instead of one filter per seat (500 seats x 2,000 bookings). */
function groupBySeat(rows: Awaited<ReturnType<typeof mapBookingsOfFloorPlan>>): Map<string, MapBooking[]> {
  const bySeat = new Map<string, MapBooking[]>();
  for (const r of rows) {
    const list = bySeat.get(r.space_id) ?? [];
    list.push({
      status: r.status as BookingStatus,
      start: Number(r.start_ms),
      end: Number(r.end_ms),
      organizerEmail: r.organizer_email,
      participantEmail: r.participant_email,
      groupSize: r.group_size,
    });
    bySeat.set(r.space_id, list);
  }
  return bySeat;
}
