import { PUBLIC_SEAT_STATES } from '@buchbar/domain/public-occupancy';
import { SPACE_KINDS } from '@buchbar/domain/space-products';
import { z } from 'zod';
import { Product } from './spaces';

const Instant = z.iso.datetime({ offset: true });
const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

/** The tenant's key (the spec's client id, path-safe); anything else is 404 like an unknown key. */
export const PublicTenantParams = z.object({ tenantKey: z.string().max(63) });
export const PublicPlanParams = PublicTenantParams.extend({ floorPlanId: z.string().max(36) });

export const PublicCounts = z.object({
  free: z.number().int(),
  occupied: z.number().int(),
  closed: z.number().int(),
  total: z.number().int(),
});

/**
 * A seat as the public sees it (ADR 0016): where it is, what it is called and whether it is free
 * now. No seat or booking ids, no names, no description or conditions.
 */
export const PublicSeat = z.object({
  label: z.string(),
  kind: z.enum(SPACE_KINDS),
  capacity: z.number().int(),
  posX: z.number(),
  posY: z.number(),
  state: z.enum(PUBLIC_SEAT_STATES),
});

export const PublicFloorPlan = z
  .object({
    id: z.uuid(),
    product: Product,
    name: z.string(),
    description: z.string(),
    /** Today's opening hours (Europe/Berlin), null when closed today. */
    opening: z.object({ from: TimeOfDay, to: TimeOfDay }).nullable(),
    /** Open at this moment. */
    openNow: z.boolean(),
    counts: PublicCounts,
    /** The plan image, readable without sign-in while the plan is public. */
    imageUrl: z.string().nullable(),
    seats: z.array(PublicSeat),
  })
  .meta({ id: 'PublicFloorPlan' });

export const PublicOccupancy = z
  .object({
    tenant: z.object({ name: z.string() }),
    /** The moment the states refer to. */
    at: Instant,
    plans: z.array(PublicFloorPlan),
  })
  .meta({ id: 'PublicOccupancy' });
export type PublicOccupancy = z.infer<typeof PublicOccupancy>;
export type PublicFloorPlan = z.infer<typeof PublicFloorPlan>;
