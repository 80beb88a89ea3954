import { HttpUrl } from '@buchbar/contracts/spaces-admin';
import type { floorPlans } from '@buchbar/db/schema/spaces';
import type { SpaceProduct } from '@buchbar/domain/space-products';
import type { listSeats } from './floor-plans.repository';

type PlanRow = typeof floorPlans.$inferSelect;
type SeatRow = Awaited<ReturnType<typeof listSeats>>[number];

export function presentFloorPlan(f: PlanRow, tenantKey?: string) {
  return {
    id: f.id,
    product: f.product as SpaceProduct,
    name: f.name,
    locationId: f.locationId,
    active: f.active,
    description: f.description,
    // Links stored before only http(s) was accepted are not handed out.
    link: f.link && HttpUrl.safeParse(f.link).success ? f.link : null,
    imageFile: f.imageFile,
    imageUrl: f.imageFile && tenantKey ? `/api/v1/files/floor-plans/${tenantKey}/${f.imageFile}` : null,
    isPublic: f.isPublic,
  };
}

export function presentSeat(s: SeatRow) {
  return {
    id: s.id,
    floorPlanId: s.floorPlanId,
    kind: s.kind,
    label: s.label,
    capacity: s.capacity,
    posX: s.posX,
    posY: s.posY,
    description: s.description,
    conditions: s.conditions,
    active: s.active,
    equipment: s.equipment,
  };
}
