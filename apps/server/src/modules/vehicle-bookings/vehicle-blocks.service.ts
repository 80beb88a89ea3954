import type { ServiceBookletEntry, ServicePeriodInput, VehicleBlockResult } from '@buchbar/contracts/fleet';
import {
  type BlockCancellation,
  blockHistoryEntry,
  listServiceBooklet,
  planVehicleBlock,
  type ServicePeriod,
  validateServiceBookletEntry,
  validateVehicleBlock,
} from '@buchbar/domain/fleet/blocks';
import { isVehicleBlockType } from '@buchbar/domain/fleet/vehicle-constants';
import { MINUTE_MS } from '@buchbar/domain/time/interval';
import type { z } from 'zod';
import { type Tx, withTransaction } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import * as cancellations from './booking-cancellations.repository';
import { blockCancellationMail } from './vehicle-block-mails';
import * as blocks from './vehicle-blocks.repository';
import { vehicleIcs } from './vehicle-booking-calendar';
import { mailLanguage } from './vehicle-booking-mails';
import './vehicle-bookings.messages';
import {
  type FleetDeps,
  findVehicle,
  lockVehicle,
  recordVehicleHistory,
  type VehicleRecord,
} from '../vehicles/vehicles.module';

type Input = z.infer<typeof ServicePeriodInput>;

/** planVehicleBlock's refusals are conflicts with what is already there. */
const CONFLICTS = new Set(['VEHICLE_BLOCK_OVERLAPS_TRIP', 'VEHICLE_BLOCK_OVERLAPS_BLOCK']);

type BlockCandidate = Awaited<ReturnType<typeof blocks.blockCandidates>>[number];

/** A validated block before the vehicle's lock: who sets it on which vehicle, when. */
type BlockPlan = {
  p: Principal;
  vehicleId: string;
  vehicle: VehicleRecord;
  block: ServicePeriod;
  gapMinutes: number;
  now: number;
  at: Date;
};

/** Decide: the bookings the block cancels (planVehicleBlock), or its refusal (409 for an overlap). */
function decideCancellations(plan: BlockPlan, candidates: readonly BlockCandidate[]): BlockCancellation[] {
  const { block } = plan;
  const planned = planVehicleBlock({
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
    minimumGapMinutes: plan.gapMinutes,
    now: plan.now,
  });
  if (!planned.ok)
    throw new AppError(CONFLICTS.has(planned.code) ? 409 : 422, planned.code, { ...planned.details });
  return planned.value;
}

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
    const plan = await this.prepareBlock(p, vehicleId, input);
    return withTransaction(this.d.pool, (tx) => this.writeBlock(tx, plan));
  }

  /** Load and validate: the block's fields, the vehicle (active), the minimum gap of the actor's settings. */
  private async prepareBlock(p: Principal, vehicleId: string, input: Input): Promise<BlockPlan> {
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
    return { p, vehicleId, vehicle, block, gapMinutes, now, at: new Date(now) };
  }

  /** Under the vehicle's lock: plan the block over its bookings, cancel and tell them, insert it, record it. */
  private async writeBlock(tx: Tx, plan: BlockPlan): Promise<z.infer<typeof VehicleBlockResult>> {
    const { db } = tx;
    const { p, vehicleId, block, at } = plan;
    await lockVehicle(db, vehicleId);
    const candidates = await blocks.blockCandidates(
      db,
      p.tenantId,
      vehicleId,
      new Date(block.start),
      new Date(block.end),
      plan.gapMinutes * MINUTE_MS,
      at,
    );
    const cancelled = decideCancellations(plan, candidates);
    for (const c of cancelled) {
      await cancellations.cancelBookings(db, [c.bookingId], p.userId, c.reason, at);
      const row = candidates.find((x) => x.id === c.bookingId);
      if (!row) continue;
      await this.tellCancelled(tx, plan, c, row);
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
      cancelled: cancelled.map((c) => ({ bookingId: c.bookingId, reason: c.reason })),
    };
  }

  /** Tell: the booker and the driver of a cancelled booking get the block's reason and a calendar CANCEL. */
  private async tellCancelled(
    tx: Tx,
    plan: BlockPlan,
    c: BlockCancellation,
    row: BlockCandidate,
  ): Promise<void> {
    const { p, vehicleId, vehicle, at } = plan;
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
