import type { FastifyRequest } from 'fastify';
import type { Authorizer, Principal } from '../access/access.module';
import type { SpacesReadService } from './spaces-read.service';

/** The care permissions of spec 5 that guard the administration of spaces. */
export type SpacesCare = 'objekt_pflege' | 'ausstattungs_pflege' | 'oeffnungszeiten_pflege';

/**
 * A guard for admin routes: the permission, and (when the route names one) a product the tenant
 * offers; an unknown product answers 404 like an unknown id.
 */
export function requireCare(d: { authz: Authorizer; reads: SpacesReadService }, permission: SpacesCare) {
  return async (req: FastifyRequest, product?: string): Promise<Principal> => {
    const p = await d.authz.require(req, permission);
    if (product) await d.reads.assertProduct(p, product);
    return p;
  };
}
