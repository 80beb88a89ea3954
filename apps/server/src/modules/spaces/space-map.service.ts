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
import { findFloorPlan, listSeats, loadOpening } from './floor-plans.repository';
import { mapBookingsOfFloorPlan } from './space-bookings.repository';

/** The live map: every seat of a floor plan with its state for the chosen day and window. */
export class SpaceMapService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly clock: () => number,
  ) {}

  async map(p: Principal, product: string, floorPlanId: string, q: z.infer<typeof MapQuery>) {
    const zone = DEFAULT_TIME_ZONE;
    const plan = await findFloorPlan(this.db, p.tenantId, product, floorPlanId);
    if (!plan) throw notFound();
    const [{ weekly, exceptions }, seats, { values }, tenantKey] = await Promise.all([
      loadOpening(this.db, p.tenantId, floorPlanId),
      listSeats(this.db, p.tenantId, floorPlanId),
      this.settings.effective(p.tenantId, p.userId),
      findTenantKey(this.db, p.tenantId),
    ]);
    const opening = openingInterval(q.date, weekly, exceptions, zone);
    const day = effectiveOpeningHours(q.date, weekly, exceptions);
    const window = !opening
      ? null
      : q.mode === 'hourly'
        ? { start: toInstant(q.date, q.from, zone), end: toInstant(q.date, q.to, zone) }
        : (() => {
            const r = bookingIntervalForMode({
              date: q.date,
              mode: q.mode,
              weekly,
              exceptions,
              zone,
              workTimeSplit: values['spaces.workTimeSplit'],
            });
            return r.ok ? r.value : opening;
          })();
    const rows = opening
      ? await mapBookingsOfFloorPlan(
          this.db,
          p.tenantId,
          floorPlanId,
          new Date(opening.start),
          new Date(opening.end),
        )
      : [];
    const bySeat = groupBySeat(rows);
    const now = this.clock();
    const holding = {
      releaseNoShows: values['spaces.releaseNoShows'],
      windowMinutes: values['spaces.checkInWindowMinutes'],
    };
    return {
      floorPlan: presentFloorPlan(plan, tenantKey),
      date: q.date,
      opening:
        opening && day.from && day.to
          ? { from: day.from, to: day.to, start: iso(opening.start), end: iso(opening.end) }
          : null,
      window: window ? { start: iso(window.start), end: iso(window.end) } : null,
      seats: seats.map((s) => ({
        ...presentSeat(s),
        state: window
          ? seatState({
              capacity: s.capacity,
              active: s.active && plan.active,
              opening,
              window,
              bookings: bySeat.get(s.id) ?? [],
              userEmail: p.email,
              now,
              holding,
            })
          : ('closed' as const),
      })),
    };
  }
}

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
