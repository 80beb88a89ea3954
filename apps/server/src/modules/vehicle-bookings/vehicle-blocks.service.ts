import type { ServiceBookletEntry, ServicePeriodInput, VehicleBlockResult } from '@buchbar/contracts/fleet';
import {
  blockHistoryEntry,
  listServiceBooklet,
  planVehicleBlock,
  validateServiceBookletEntry,
  validateVehicleBlock,
} from '@buchbar/domain/fleet/blocks';
import { isVehicleBlockType } from '@buchbar/domain/fleet/vehicle-constants';
import { MINUTE_MS } from '@buchbar/domain/time/interval';
import type { z } from 'zod';
import { withTransaction } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import * as cancellations from './booking-cancellations.repository';
import { blockCancellationMail } from './vehicle-block-mails';
import * as blocks from './vehicle-blocks.repository';
import { vehicleIcs } from './vehicle-booking-calendar';
import { mailLanguage } from './vehicle-booking-mails';
import './vehicle-bookings.messages';
import { type FleetDeps, findVehicle, lockVehicle, recordVehicleHistory } from '../vehicles/vehicles.module';

type Input = z.infer<typeof ServicePeriodInput>;

/** planVehicleBlock's refusals are conflicts with what is already there. */
const CONFLICTS = new Set(['VEHICLE_BLOCK_OVERLAPS_TRIP', 'VEHICLE_BLOCK_OVERLAPS_BLOCK']);

/**
 * Maintenance, service and defect blocks and the service booklet (spec 3, 4; issue 11 point 5;
 * ADR 0009 gap 6). A block is validated by validateVehicleBlock and planned by planVehicleBlock on
 * the bookings read under the vehicle's lock; in the same transaction the affected bookings are
 * cancelled with the reason of the block's type, their bookers and drivers mailed through the
 * outbox, the block inserted (the exclusion constraint stays the backstop) and its history entry
 * written (blockHistoryEntry).
 */
export class VehicleBlocksService {
  constructor(private readonly d: FleetDeps) {}

  async block(p: Principal, vehicleId: string, input: Input): Promise<z.infer<typeof VehicleBlockResult>> {
    const now = this.d.clock();
    const checked = validateVehicleBlock(
      {
        type: input.type,
        start: Date.parse(input.start),
        end: Date.parse(input.end),
        description: input.description,
      },
      now,
    );
    const vehicle = await findVehicle(this.d.db, p.tenantId, vehicleId);
    if (!vehicle) throw notFound();
    if (!checked.ok) throw new AppError(422, checked.code, { ...checked.details });
    if (!vehicle.vehicle.active) throw new AppError(422, 'VEHICLE_DEACTIVATED');
    const block = checked.value;
    const { values: settings } = await this.d.settings.effective(p.tenantId, p.userId);
    const gapMinutes = settings['vehicles.minimumGapMinutes'];
    const at = new Date(now);
    return withTransaction(this.d.pool, async (tx) => {
      const { db } = tx;
      await lockVehicle(db, vehicleId);
      const candidates = await blocks.blockCandidates(
        db,
        p.tenantId,
        vehicleId,
        new Date(block.start),
        new Date(block.end),
        gapMinutes * MINUTE_MS,
        at,
      );
      const plan = planVehicleBlock({
        block: { type: block.type, start: block.start, end: block.end },
        bookings: candidates.map((c) => ({
          id: c.id,
          // A running trip checked in early holds the car from its actual start (migration 0012).
          start: (c.occupiedFrom ?? c.startAt).getTime(),
          end: c.endAt.getTime(),
          status: c.status,
          type: c.type,
          bookerId: c.bookerId,
          driverId: c.driverId,
        })),
        minimumGapMinutes: gapMinutes,
        now,
      });
      if (!plan.ok) throw new AppError(CONFLICTS.has(plan.code) ? 409 : 422, plan.code, { ...plan.details });
      for (const c of plan.value) {
        await cancellations.cancelBookings(db, [c.bookingId], p.userId, c.reason, at);
        const row = candidates.find((x) => x.id === c.bookingId);
        if (!row) continue;
        const emails = new Map([
          [row.bookerId, row.bookerEmail],
          ...(row.driverId && row.driverEmail ? [[row.driverId, row.driverEmail] as const] : []),
        ]);
        for (const userId of c.notify) {
          const to = emails.get(userId);
          if (!to) continue;
          const { values } = await this.d.settings.effective(p.tenantId, userId);
          await this.d.outbox.queue(
            tx,
            {
              kind: 'vehicles.bookingCancelled',
              link: `/fahrzeuge/${vehicleId}`,
              ...blockCancellationMail(p.tenantId, to, row, vehicle.vehicle, c.reason, mailLanguage(values)),
              ...vehicleIcs(
                this.d.calendar,
                'CANCEL',
                { ...row, tenantId: p.tenantId, vehicleId, status: 'storniert', changedAt: at.getTime() },
                vehicle.vehicle,
                { email: to, lang: mailLanguage(values) },
                at.getTime(),
              ),
            },
            values,
          );
        }
      }
      const id = await blocks.insertBlock(db, {
        tenantId: p.tenantId,
        vehicleId,
        type: block.type,
        startAt: new Date(block.start),
        endAt: new Date(block.end),
        bookerId: p.userId,
        description: block.description,
      });
      const history = blockHistoryEntry(block);
      await recordVehicleHistory(db, {
        tenantId: p.tenantId,
        vehicleId,
        type: history.type,
        description: history.description,
        userId: p.userId,
      });
      return {
        id,
        vehicleId,
        type: block.type,
        start: new Date(block.start).toISOString(),
        end: new Date(block.end).toISOString(),
        description: block.description,
        cancelled: plan.value.map((c) => ({ bookingId: c.bookingId, reason: c.reason })),
      };
    });
  }

  /** The booklet: blocks not cancelled and manual entries, newest first (listServiceBooklet). */
  async booklet(p: Principal, vehicleId: string): Promise<z.infer<typeof ServiceBookletEntry>[]> {
    const vehicle = await findVehicle(this.d.db, p.tenantId, vehicleId);
    if (!vehicle) throw notFound();
    const [stored, manual] = await Promise.all([
      blocks.vehicleBlocks(this.d.db, p.tenantId, vehicleId),
      blocks.manualEntries(this.d.db, p.tenantId, vehicleId),
    ]);
    return listServiceBooklet(
      stored.flatMap((b) =>
        isVehicleBlockType(b.type)
          ? [{ ...b, type: b.type, start: b.startAt.getTime(), end: b.endAt.getTime() }]
          : [],
      ),
      manual.map((m) => ({ ...m, start: m.startAt.getTime(), end: m.endAt.getTime() })),
    ).map((e) => ({
      id: e.id,
      type: e.type,
      start: new Date(e.start).toISOString(),
      end: new Date(e.end).toISOString(),
      description: e.description,
      source: e.source,
    }));
  }

  /** A manual booklet entry (may lie in the past; blocks nothing). */
  async addEntry(
    p: Principal,
    vehicleId: string,
    input: Input,
  ): Promise<z.infer<typeof ServiceBookletEntry>> {
    const vehicle = await findVehicle(this.d.db, p.tenantId, vehicleId);
    if (!vehicle) throw notFound();
    const checked = validateServiceBookletEntry({
      type: input.type,
      start: Date.parse(input.start),
      end: Date.parse(input.end),
      description: input.description,
    });
    if (!checked.ok) throw new AppError(422, checked.code, { ...checked.details });
    const e = checked.value;
    const id = await blocks.insertManualEntry(this.d.db, {
      tenantId: p.tenantId,
      vehicleId,
      type: e.type,
      startAt: new Date(e.start),
      endAt: new Date(e.end),
      description: e.description,
      createdBy: p.userId,
    });
    return {
      id,
      type: e.type,
      start: new Date(e.start).toISOString(),
      end: new Date(e.end).toISOString(),
      description: e.description,
      source: 'manual',
    };
  }
}
