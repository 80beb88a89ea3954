import { IdParams } from '@buchbar/contracts/access';
import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { Tenant, TenantCreate, TenantInput } from '@buchbar/contracts/tenants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import type { TenantsService } from './tenants.service';

const errors = ERROR_RESPONSES;
const tags = ['tenants'];

/** Platform administrators only: tenants are above any single tenant's administration. */
export function registerTenantRoutes(
  app: FastifyInstance,
  deps: { tenants: TenantsService; authz: Authorizer },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tenants, authz } = deps;
  const platform = (req: Parameters<Authorizer['require']>[0]) => authz.requirePlatformAdmin(req);

  r.get(
    '/api/v1/tenants',
    { schema: { tags, response: { 200: z.array(Tenant), ...errors } } },
    async (req) => {
      await platform(req);
      return tenants.list();
    },
  );
  r.post(
    '/api/v1/tenants',
    { schema: { tags, body: TenantCreate, response: { 201: Tenant, ...errors } } },
    async (req, reply) => reply.code(201).send(await tenants.create(await platform(req), req.body)),
  );
  r.put(
    '/api/v1/tenants/:id',
    { schema: { tags, params: IdParams, body: TenantInput, response: { 200: Tenant, ...errors } } },
    async (req) => tenants.update(await platform(req), req.params.id, req.body),
  );
  r.delete(
    '/api/v1/tenants/:id',
    { schema: { tags, params: IdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await tenants.remove(await platform(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
