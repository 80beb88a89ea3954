import type { MapQuery } from '@buchbar/contracts/spaces';
import { effectiveOpeningHours, openingInterval } from '@buchbar/domain/opening-hours';
import { bookingIntervalForMode } from '@buchbar/domain/space-booking-modes';
import type { BookingStatus } from '@buchbar/domain/space-booking-status';
import type { MapBooking } from '@buchbar/domain/space-map-state';
import { seatState } from '@buchbar/domain/space-map-state';
import { DEFAULT_TIME_ZONE, toInstant } from '@buchbar/domain/zoned-time';
import type { z } from 'zod';
import type { Db } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/authorizer';
import type { SettingsService } from '../settings/settings.service';
import { findTenantKey } from '../tenancy/tenancy.repository';
import { presentFloorPlan, presentSeat } from './floor-plan.presenter';
import { findFloorPlanById, listSeats, loadOpening } from './floor-plans.repository';
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

  async map(p: Principal, product: string, floorPlanId: string, q: z.infer<typeof MapQuery>) {
    const [snap, { values }] = await Promise.all([
      this.snapshots.get(p.tenantId, floorPlanId, q.date, () => this.load(p.tenantId, floorPlanId, q.date)),
      this.settings.effective(p.tenantId, p.userId),
    ]);
    if (!snap || snap.plan.product !== product) throw notFound();
    const { plan, opening, day, weekly, exceptions } = snap;
    const window = !opening
      ? null
      : q.mode === 'hourly'
        ? { start: toInstant(q.date, q.from, ZONE), end: toInstant(q.date, q.to, ZONE) }
        : (() => {
            const r = bookingIntervalForMode({
              date: q.date,
              mode: q.mode,
              weekly,
              exceptions,
              zone: ZONE,
              workTimeSplit: values['spaces.workTimeSplit'],
            });
            return r.ok ? r.value : opening;
          })();
    const now = this.clock();
    const holding = {
      releaseNoShows: values['spaces.releaseNoShows'],
      windowMinutes: values['spaces.checkInWindowMinutes'],
    };
    return {
      floorPlan: presentFloorPlan(plan, snap.tenantKey),
      date: q.date,
      opening:
        opening && day.from && day.to
          ? { from: day.from, to: day.to, start: iso(opening.start), end: iso(opening.end) }
          : null,
      window: window ? { start: iso(window.start), end: iso(window.end) } : null,
      seats: snap.seats.map((s) => ({
        ...s,
        state: window
          ? seatState({
              capacity: s.capacity,
              active: s.active && plan.active,
              opening,
              window,
              bookings: snap.bySeat.get(s.id) ?? [],
              userEmail: p.email,
              now,
              holding,
            })
          : ('closed' as const),
      })),
    };
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
    return {
      plan,
      weekly,
      exceptions,
      seats: seats.map(presentSeat),
      tenantKey,
      opening,
      day,
      bySeat: groupBySeat(rows),
    };
  }
}

type Snapshot = NonNullable<Awaited<ReturnType<SpaceMapService['load']>>>;
const ZONE = DEFAULT_TIME_ZONE;
/** Bounds what a map on another instance can miss between a commit and its NOTIFY. */
const SNAPSHOT_TTL_MS = 2_000;

const iso = (ms: number) => new Date(ms).toISOString();

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
