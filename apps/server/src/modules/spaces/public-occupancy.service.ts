import type { PublicFloorPlan, PublicOccupancy } from '@buchbar/contracts/public-occupancy';
import { countPublicSeats, isShownPublicly, publicSeatState } from '@buchbar/domain/public-occupancy';
import type { SpaceProduct } from '@buchbar/domain/space-products';
import type { Db } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-error';
import { findTenantByKey } from '../tenancy/tenancy.module';
import { isPublicFloorPlanImage, listPublicFloorPlans } from './public-occupancy.repository';
import type { SpaceMapService } from './space-map.service';

/** How long the public plan ids of a tenant are shared by the open streams of this instance. */
const PLAN_IDS_TTL_MS = 1_000;

/**
 * /public (ADR 0016): a tenant's plans marked public, each seat free or occupied now, without
 * sign-in. Whatever does not exist or is not public answers the same 404 (an unknown tenant, a
 * tenant without public plans, a plan of another tenant, a private or inactive plan), so the
 * answers tell nothing beyond what the tenant chose to publish.
 */
export class PublicOccupancyService {
  private readonly planIds = new Map<string, { at: number; ids: Promise<Set<string>> }>();

  constructor(
    private readonly db: Db,
    private readonly map: SpaceMapService,
    private readonly clock: () => number,
  ) {}

  /** The tenant behind a key, if it shows anything publicly; else 404. */
  async tenant(tenantKey: string) {
    const tenant = await findTenantByKey(this.db, tenantKey);
    if (!tenant) throw notFound();
    return tenant;
  }

  async occupancy(tenantKey: string, floorPlanId?: string): Promise<PublicOccupancy> {
    const tenant = await this.tenant(tenantKey);
    const rows = (await listPublicFloorPlans(this.db, tenant.id)).filter(
      (row) => floorPlanId === undefined || row.id === floorPlanId,
    );
    const now = this.clock();
    const plans: PublicFloorPlan[] = [];
    for (const row of rows) {
      const live = await this.map.live(tenant.id, row.id, now);
      // Checked again on the snapshot: it may be a second older than the list.
      if (!live?.offered || !isShownPublicly(live.plan)) continue;
      const seats = live.seats
        .map(({ seat, state }) => ({
          label: seat.label,
          kind: seat.kind,
          capacity: seat.capacity,
          posX: seat.posX,
          posY: seat.posY,
          state: publicSeatState(state),
        }))
        .sort((a, b) => a.label.localeCompare(b.label, 'de', { numeric: true }));
      plans.push({
        id: live.plan.id,
        product: live.plan.product as SpaceProduct,
        name: live.plan.name,
        description: live.plan.description,
        opening: live.opening,
        openNow: live.openNow,
        counts: countPublicSeats(seats.map((s) => s.state)),
        imageUrl:
          live.plan.imageFile && live.tenantKey
            ? `/api/v1/files/floor-plans/${live.tenantKey}/${live.plan.imageFile}`
            : null,
        seats,
      });
    }
    if (plans.length === 0) throw notFound();
    return { tenant: { name: tenant.name }, at: new Date(now).toISOString(), plans };
  }

  /**
   * The ids of the tenant's public plans, shared for a second by every open stream of this
   * instance (a configuration change re-asks; a thousand streams make one query).
   */
  publicPlanIds(tenantId: string): Promise<Set<string>> {
    const now = this.clock();
    const cached = this.planIds.get(tenantId);
    if (cached && now - cached.at < PLAN_IDS_TTL_MS) return cached.ids;
    const ids = listPublicFloorPlans(this.db, tenantId).then((rows) => new Set(rows.map((r) => r.id)));
    this.planIds.set(tenantId, { at: now, ids });
    ids.catch(() => this.planIds.delete(tenantId));
    return ids;
  }

  /** A plan's configuration changed: the next stream that asks reads the public ids anew. */
  forget(tenantId: string): void {
    this.planIds.delete(tenantId);
  }
}

/** For other modules (files): whether the file is the image of a public, active plan of the tenant. */
export function isPublicPlanImage(db: Db, tenantKey: string, imageFile: string): Promise<boolean> {
  return isPublicFloorPlanImage(db, tenantKey, imageFile);
}
