import type { FastifyRequest } from 'fastify';
import type { Authorizer, Principal } from '../access/access.module';
import type { SpacesAdminService } from './spaces-admin.service';
import type { SpacesReadService } from './spaces-read.service';

/** What the admin routes of spaces get (floor plans, seats, equipment, opening hours). */
export type SpacesAdminDeps = { authz: Authorizer; admin: SpacesAdminService; reads: SpacesReadService };

/** The care permissions of spec 5 that guard the administration of spaces. */
export type SpacesCare = 'objekt_pflege' | 'ausstattungs_pflege' | 'oeffnungszeiten_pflege';

/**
 * A guard for admin routes: the permission, and (when the route names one) a product the tenant
 * offers; an unknown product answers 404 like an unknown id.
 */
export function requireCare(d: SpacesAdminDeps, permission: SpacesCare) {
  return async (req: FastifyRequest, product?: string): Promise<Principal> => {
    const p = await d.authz.require(req, permission);
    if (product) await d.reads.assertProduct(p, product);
    return p;
  };
}
