import { ErrorBody } from '@buchbar/contracts/common';
import { Me } from '@buchbar/contracts/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequireActor } from '../../platform/auth/session';
import type { Db } from '../../platform/database/database';
import { unauthenticated } from '../../platform/http/app-error';
import { findProfile } from './identity.repository';

/** The signed-in user with tenant and department; permissions and settings grow with the identity issue. */
export function registerMeRoutes(app: FastifyInstance, deps: { db: Db; requireActor: RequireActor }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/me',
      { schema: { tags: ['identity'], response: { 200: Me, 401: ErrorBody } } },
      async (req) => {
        const actor = await deps.requireActor(req);
        const p = await findProfile(deps.db, actor.userId);
        if (!p) throw unauthenticated();
        return {
          user: {
            id: p.id,
            email: p.email,
            firstName: p.firstName,
            lastName: p.lastName,
            platformAdmin: p.platformAdmin,
            language: null,
          },
          tenant: p.tenantId && p.tenantName ? { id: p.tenantId, name: p.tenantName } : null,
          department:
            p.departmentId && p.departmentName ? { id: p.departmentId, name: p.departmentName } : null,
          permissions: [],
        isAdmin: false,
        settings: {},
        };
      },
    );
}
