import type { VehicleOverview, VehicleOverviewEntry } from '@buchbar/contracts/fleet';
import { checkOverviewWindow, overviewEntryState } from '@buchbar/domain/fleet/fleet-overview';
import { tripRulesFromSettings } from '@buchbar/domain/fleet/trip-flow';
import { overlaps } from '@buchbar/domain/time/interval';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import * as repo from './vehicle-overview.repository';
import type { FleetDeps } from './vehicles.service';

type Overview = z.infer<typeof VehicleOverview>;
type Entry = z.infer<typeof VehicleOverviewEntry>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The fleet overview (issue 11 point 8): every active vehicle of the tenant (of one location)
 * with its bookings and blocks in [from, to), each with its phase, whether it runs late and the
 * period its bar covers, decided by the domain (overviewEntryState). Two queries, whatever the
 * fleet's size; a third only to tell an unknown location (404) from one without vehicles.
 * The caller holds fahrzeug_pflege (the route checks it).
 */
export class VehicleOverviewService {
  constructor(private readonly d: Pick<FleetDeps, 'db' | 'settings' | 'clock'>) {}

  async overview(p: Principal, q: { from: string; to: string; locationId?: string }): Promise<Overview> {
    const window = checkOverviewWindow(Date.parse(q.from), Date.parse(q.to));
    if (!window.ok) throw new AppError(422, window.code, { ...window.details });
    const { start: fromMs, end: toMs } = window.value;
    const all = await repo.overviewVehicles(this.d.db, p.tenantId);
    const vehicles = q.locationId ? all.filter((v) => v.location_id === q.locationId) : all;
    if (
      q.locationId &&
      vehicles.length === 0 &&
      !(await repo.locationExists(this.d.db, p.tenantId, q.locationId))
    )
      throw notFound();
    const [rows, settings] = await Promise.all([
      vehicles.length === 0
        ? Promise.resolve([])
        : repo.overviewBookings(this.d.db, p.tenantId, new Date(fromMs), new Date(toMs), q.locationId),
      this.d.settings.effective(p.tenantId, p.userId),
    ]);
    const rules = tripRulesFromSettings(settings.values);
    const now = this.d.clock();
    const byVehicle = new Map<string, Entry[]>();
    for (const r of rows) {
      const state = overviewEntryState(
        {
          type: r.type,
          status: r.status,
          start: r.start_ms,
          end: r.end_ms,
          checkedInAt: r.checked_in_ms,
          checkedOutAt: r.checked_out_ms,
          approvers: r.approvers,
        },
        now,
        rules,
      );
      if (!state.shown || !overlaps(state.shown, { start: fromMs, end: toMs })) continue;
      const isBlock = r.type !== 'BUCHUNG';
      const list = byVehicle.get(r.vehicle_id) ?? [];
      list.push({
        id: r.id,
        type: r.type,
        status: r.status,
        start: new Date(r.start_ms).toISOString(),
        end: new Date(r.end_ms).toISOString(),
        actualStart: iso(r.checked_in_ms),
        actualEnd: iso(r.checked_out_ms),
        shownStart: new Date(state.shown.start).toISOString(),
        shownEnd: new Date(state.shown.end).toISOString(),
        phase: state.phase,
        late: state.late,
        lateMinutes: state.lateMinutes,
        driverName: isBlock ? null : r.driver_name,
        guestName: r.guest_name,
        guest: r.guest_name !== null,
        specialTrip: r.needs_approval,
        description: isBlock ? r.reason : r.destination,
      });
      byVehicle.set(r.vehicle_id, list);
    }
    const locations = new Map(all.map((v) => [v.location_id, v.location_name]));
    return {
      from: new Date(fromMs).toISOString(),
      to: new Date(toMs).toISOString(),
      now: new Date(now).toISOString(),
      locations: [...locations].map(([id, name]) => ({ id, name })),
      vehicles: vehicles.map((v) => ({
        id: v.id,
        name: `${v.make} ${v.model}`.trim(),
        licencePlate: v.licence_plate,
        location: { id: v.location_id, name: v.location_name },
        entries: byVehicle.get(v.id) ?? [],
      })),
    };
  }
}
