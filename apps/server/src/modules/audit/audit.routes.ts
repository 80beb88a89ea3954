import { AuditPage, AuditQuery } from '@buchbar/contracts/audit';
import { ErrorBody } from '@buchbar/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authorizer } from '../access/access.module';
import type { AuditService } from './audit.service';
import { presentAuditEntry } from './audit-entry';

export function registerAuditRoutes(app: FastifyInstance, deps: { audit: AuditService; authz: Authorizer }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/audit',
    {
      schema: {
        tags: ['audit'],
        querystring: AuditQuery,
        response: { 200: AuditPage, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      const p = await deps.authz.requireAdmin(req);
      const { items, total } = await deps.audit.list(p.tenantId, req.query);
      return {
        total,
        items: items.map((e) => presentAuditEntry(e)),
      };
    },
  );
}
