import { mayReadFloorPlan, seesInactiveFloorPlans } from '@buchbar/domain/floor-plan-visibility';
import type { Db } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import type { SettingsService } from '../settings/settings.module';
import { findTenantKey } from '../tenancy/tenancy.module';
import { presentFloorPlan, presentSeat } from './floor-plan.presenter';
import {
  findFloorPlan,
  listFloorPlans,
  listSeats,
  listSeatsByIds,
  isFloorPlanImage as planImageExists,
} from './floor-plans.repository';
import { presentBooking } from './space-booking.presenter';
import { listUserBookings } from './space-bookings.repository';

/** Reads of the space products: floor plans, seats and the sidebar overview. */
export class SpacesReadService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly clock: () => number,
  ) {}

  /** A product the tenant does not offer answers 404, like an unknown id. */
  async assertProduct(p: Principal, product: string): Promise<void> {
    const { values } = await this.settings.effective(p.tenantId, p.userId);
    if (!values['spaces.products'].includes(product)) throw notFound();
  }

  async floorPlans(p: Principal, product: string) {
    await this.assertProduct(p, product);
    const [plans, key] = await Promise.all([
      listFloorPlans(this.db, p.tenantId, product),
      findTenantKey(this.db, p.tenantId),
    ]);
    return plans.filter((f) => mayReadFloorPlan(f, p)).map((f) => presentFloorPlan(f, key));
  }

  async seats(p: Principal, product: string, floorPlanId: string) {
    await this.assertProduct(p, product);
    const plan = await findFloorPlan(this.db, p.tenantId, product, floorPlanId);
    if (!plan || !mayReadFloorPlan(plan, p)) throw notFound();
    return (await listSeats(this.db, p.tenantId, floorPlanId)).map(presentSeat);
  }

  async seatsByIds(p: Principal, product: string, ids: readonly string[]) {
    await this.assertProduct(p, product);
    const activePlansOnly = !seesInactiveFloorPlans(p);
    return (await listSeatsByIds(this.db, p.tenantId, product, ids, activePlansOnly)).map(presentSeat);
  }

  async bookings(p: Principal, product: string, scope: 'mine' | 'organized' | 'pending') {
    await this.assertProduct(p, product);
    const from = new Date(this.clock());
    const rows = await listUserBookings(this.db, {
      tenantId: p.tenantId,
      product,
      userId: p.userId,
      scope,
      from,
    });
    return rows.map(presentBooking);
  }
}

/** For other modules (files): whether a file is the image of a floor plan of the tenant. */
export function isFloorPlanImage(
  db: Db,
  tenantId: string,
  imageFile: string,
  opts: { floorPlanId?: string; activeOnly: boolean },
): Promise<boolean> {
  return planImageExists(db, tenantId, imageFile, opts);
}
