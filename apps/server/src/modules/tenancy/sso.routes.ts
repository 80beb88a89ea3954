import {
  SsoDiscovery,
  SsoDiscoveryQuery,
  SsoLinkApproval,
  SsoLinkApprovalInput,
  SsoProvider,
  SsoProviderInput,
} from '@buchbar/contracts/auth';
import { ErrorBody } from '@buchbar/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequireActor } from '../../platform/auth/session';
import type { SsoService } from './sso.service';

export function registerSsoRoutes(
  app: FastifyInstance,
  deps: { sso: SsoService; requireActor: RequireActor },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/auth/sso-discovery',
    {
      schema: {
        tags: ['auth'],
        querystring: SsoDiscoveryQuery,
        response: { 200: SsoDiscovery, 400: ErrorBody },
      },
    },
    async (req) => deps.sso.discover(req.query.email),
  );
  r.get(
    '/api/v1/sso-provider',
    { schema: { tags: ['tenants'], response: { 200: SsoProvider, 401: ErrorBody, 403: ErrorBody } } },
    async (req) => deps.sso.get(await deps.requireActor(req)),
  );
  r.put(
    '/api/v1/sso-provider',
    {
      schema: {
        tags: ['tenants'],
        body: SsoProviderInput,
        response: { 200: SsoProvider, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (req) => deps.sso.put(await deps.requireActor(req), req.body),
  );
  r.post(
    '/api/v1/sso-provider/link-approvals',
    {
      schema: {
        tags: ['tenants'],
        body: SsoLinkApprovalInput,
        response: {
          200: SsoLinkApproval,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (req) => deps.sso.approveLink(await deps.requireActor(req), req.body),
  );
}
