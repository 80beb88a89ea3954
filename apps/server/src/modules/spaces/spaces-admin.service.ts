import type { FloorPlanInput, SeatInput } from '@buchbar/contracts/spaces-admin';
import { validateOpeningException, validateWeeklyOpeningHours } from '@buchbar/domain/booking/opening-hours';
import { mayReadFloorPlan } from '@buchbar/domain/floor-plan-visibility';
import type { IsoWeekday } from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import type { AuditLog, NewAuditEntry } from '../../platform/audit/audit-log';
import { type Db, withTransaction } from '../../platform/database/database';
import { isUniqueViolation } from '../../platform/database/pg-errors';
import { AppError, notFound, throwNotFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import { assertLocationExists } from '../locations/locations.module';
import { presentSeat } from './floor-plan.presenter';
import { findFloorPlan, findSpace, listSeats, loadOpening } from './floor-plans.repository';
import * as repo from './spaces-admin.repository';
import './spaces-admin.messages';

/** Administration of equipment, floor plans, seats and opening hours (issue 4 item 1); locations: modules/locations. */
export class SpacesAdminService {
  constructor(
    private readonly pool: import('pg').Pool,
    private readonly db: Db,
    private readonly auditLog: AuditLog,
  ) {}

  equipment = (p: Principal) => repo.listEquipment(this.db, p.tenantId);

  async saveEquipment(p: Principal, name: string, id?: string) {
    const saved = await unique(
      () => repo.saveEquipment(this.db, p.tenantId, name, id),
      'EQUIPMENT_NAME_TAKEN',
      name,
    );
    if (!saved) throw notFound();
    return { id: saved, name };
  }

  async deleteEquipment(p: Principal, id: string) {
    if (!(await repo.deleteEquipment(this.db, p.tenantId, id))) throw notFound();
  }

  async saveFloorPlan(p: Principal, product: string, v: z.infer<typeof FloorPlanInput>, id?: string) {
    if (v.locationId) await assertLocationExists(this.db, p.tenantId, v.locationId);
    if (v.imageFile && !/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(v.imageFile))
      throw new AppError(400, 'STORAGE_INVALID_KEY');
    const saved = await repo.saveFloorPlan(this.db, p.tenantId, product, v, id);
    if (!saved) throw notFound();
    await this.audit(
      p,
      { event: id ? 'FLOOR_PLAN_CHANGED' : 'FLOOR_PLAN_CREATED', params: { name: v.name } },
      `Grundriss „${v.name}“ ${id ? 'geändert' : 'angelegt'}`,
      { floorPlanId: saved, ...(v.isPublic === undefined ? {} : { isPublic: v.isPublic }) },
    );
    return saved;
  }

  async saveSeat(p: Principal, product: string, v: z.infer<typeof SeatInput>, id?: string) {
    if (!(await findFloorPlan(this.db, p.tenantId, product, v.floorPlanId))) throw notFound();
    if (id) {
      const existing = await findSpace(this.db, p.tenantId, id);
      if (!existing || existing.product !== product) throw notFound();
    }
    const known = new Set((await repo.listEquipment(this.db, p.tenantId)).map((e) => e.id));
    if (v.equipment.some((e) => !known.has(e.equipmentId))) throw new AppError(422, 'UNKNOWN_EQUIPMENT');
    const { equipment, ...fields } = v;
    const seatId = await unique(
      () =>
        withTransaction(this.pool, async ({ db }) => {
          const saved = await repo.saveSeat(db, p.tenantId, fields, id);
          if (!saved) throw notFound();
          await repo.replaceSeatEquipment(db, p.tenantId, saved, equipment);
          return saved;
        }),
      'SEAT_LABEL_TAKEN',
      v.label,
    );
    const seat = (await listSeats(this.db, p.tenantId, v.floorPlanId)).find((s) => s.id === seatId);
    return seat ? presentSeat(seat) : throwNotFound();
  }

  async moveSeat(p: Principal, product: string, id: string, pos: { posX: number; posY: number }) {
    const existing = await findSpace(this.db, p.tenantId, id);
    if (!existing || existing.product !== product) throw notFound();
    await repo.moveSeat(this.db, p.tenantId, id, pos);
    const seat = (await listSeats(this.db, p.tenantId, existing.space.floorPlanId)).find((s) => s.id === id);
    return seat ? presentSeat(seat) : throwNotFound();
  }

  async schedule(p: Principal, product: string, floorPlanId: string) {
    const plan = await findFloorPlan(this.db, p.tenantId, product, floorPlanId);
    if (!plan || !mayReadFloorPlan(plan, p)) throw notFound();
    const { weekly } = await loadOpening(this.db, p.tenantId, floorPlanId);
    return { weekly, exceptions: await repo.listExceptions(this.db, p.tenantId, floorPlanId) };
  }

  async setWeekly(
    p: Principal,
    product: string,
    floorPlanId: string,
    rows: { isoWeekday: number; from: string; to: string; open: boolean }[],
  ) {
    if (!(await findFloorPlan(this.db, p.tenantId, product, floorPlanId))) throw notFound();
    const checked = validateWeeklyOpeningHours(
      rows.map((r) => ({ ...r, isoWeekday: r.isoWeekday as IsoWeekday })),
    );
    if (!checked.ok) throw new AppError(422, checked.code, checked.details);
    await withTransaction(this.pool, async ({ db }) =>
      repo.replaceWeeklyHours(db, p.tenantId, floorPlanId, checked.value),
    );
    return this.schedule(p, product, floorPlanId);
  }

  async addException(
    p: Principal,
    product: string,
    floorPlanId: string,
    e: Parameters<typeof validateOpeningException>[0],
  ) {
    if (!(await findFloorPlan(this.db, p.tenantId, product, floorPlanId))) throw notFound();
    const checked = validateOpeningException(e);
    if (!checked.ok) throw new AppError(422, checked.code, checked.details);
    await repo.insertException(this.db, p.tenantId, floorPlanId, checked.value);
    return this.schedule(p, product, floorPlanId);
  }

  async removeException(p: Principal, product: string, floorPlanId: string, id: string) {
    if (!(await findFloorPlan(this.db, p.tenantId, product, floorPlanId))) throw notFound();
    if (!(await repo.deleteException(this.db, p.tenantId, floorPlanId, id))) throw notFound();
    return this.schedule(p, product, floorPlanId);
  }

  private audit(
    p: Principal,
    what: Pick<NewAuditEntry, 'event' | 'params'>,
    message: string,
    details: Record<string, unknown>,
  ) {
    return this.auditLog.record(this.db, {
      tenantId: p.tenantId,
      level: 'INFO',
      category: 'SPACES',
      ...what,
      message,
      actorUserId: p.userId,
      details,
    });
  }
}

async function unique<T>(work: () => Promise<T>, code: string, name: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, code, { name });
    throw err;
  }
}
