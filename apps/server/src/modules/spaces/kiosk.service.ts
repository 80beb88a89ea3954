import { createHash, randomBytes } from 'node:crypto';
import type { MapQuery } from '@buchbar/contracts/spaces';
import type { z } from 'zod';
import type { Db } from '../../platform/database/database';
import { notFound, unauthenticated } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import { findFloorPlan } from './floor-plans.repository';
import * as repo from './kiosk.repository';
import type { SpaceMapService } from './space-map.service';

/** The tenant and floor plan a live kiosk token belongs to, or undefined. */
export async function kioskDeviceOf(db: Db, token: string | undefined) {
  return token ? repo.findKioskToken(db, hash(token)) : undefined;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const present = (t: { id: string; name: string; createdAt: Date; revokedAt: Date | null }) => ({
  id: t.id,
  name: t.name,
  createdAt: t.createdAt.toISOString(),
  revokedAt: t.revokedAt?.toISOString() ?? null,
});

/**
 * Wall displays sign in with a per-device token, not a user session: only its hash is stored,
 * the token is shown once, and an admin can revoke it at any time.
 */
export class KioskService {
  constructor(
    private readonly db: Db,
    private readonly map: SpaceMapService,
    private readonly publicUrl: string,
  ) {}

  async create(p: Principal, product: string, floorPlanId: string, name: string) {
    if (!(await findFloorPlan(this.db, p.tenantId, product, floorPlanId))) throw notFound();
    const token = randomBytes(32).toString('base64url');
    const row = await repo.insertKioskToken(this.db, {
      tenantId: p.tenantId,
      floorPlanId,
      name,
      tokenHash: hash(token),
    });
    return { ...present(row), token, url: `${this.publicUrl}/kiosk?token=${token}` };
  }

  async list(p: Principal, product: string, floorPlanId: string) {
    if (!(await findFloorPlan(this.db, p.tenantId, product, floorPlanId))) throw notFound();
    return (await repo.listKioskTokens(this.db, p.tenantId, floorPlanId)).map(present);
  }

  async revoke(p: Principal, product: string, floorPlanId: string, id: string) {
    if (!(await findFloorPlan(this.db, p.tenantId, product, floorPlanId))) throw notFound();
    if (!(await repo.revokeKioskToken(this.db, p.tenantId, floorPlanId, id))) throw notFound();
  }

  /** The device behind a token, or 401 (unknown or revoked). */
  async device(token: string | undefined) {
    const found = await kioskDeviceOf(this.db, token);
    if (!found) throw unauthenticated();
    return found;
  }

  /** The plan as a wall display sees it: nobody's "your place", tenant rules only. */
  async kioskMap(token: string | undefined, q: z.infer<typeof MapQuery>) {
    const d = await this.device(token);
    const kiosk: Principal = {
      userId: 'kiosk',
      email: 'kiosk@kiosk.invalid',
      name: 'Kiosk',
      tenantId: d.tenantId,
      platformAdmin: false,
      permissions: [],
      isAdmin: false,
    };
    return this.map.map(kiosk, d.product, d.floorPlanId, q);
  }
}
