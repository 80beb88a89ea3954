import { ERROR_RESPONSES, ErrorBody } from '@buchbar/contracts/common';
import { TenantLogo } from '@buchbar/contracts/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden, notFound } from '../../platform/http/app-error';
import type { Authorizer } from '../access/access.module';
import { MAIL_LOGO_MAX_BYTES, type TenantLogoService } from './tenant-logo.service';

/** The tenant-settings permission the tenant screens (settings, sign-in) use. */
const PERMISSION = 'customizing_mandant_pflege';
const errors = { ...ERROR_RESPONSES, 413: ErrorBody, 415: ErrorBody };
const tags = ['tenants'];
const Params = z.object({ id: z.uuid() });

/**
 * The tenant's mail logo, for its own administrators: another tenant's id is 404 (also before
 * the permission), a missing permission 403.
 */
export function registerTenantLogoRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; logos: TenantLogoService; maxBytes: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = async (req: FastifyRequest, tenantId: string) => {
    const p = await d.authz.principal(req);
    if (p.tenantId !== tenantId) throw notFound();
    if (!p.permissions.includes(PERMISSION)) throw forbidden({ permission: PERMISSION });
    return p.tenantId;
  };

  r.get(
    '/api/v1/tenants/:id/logo',
    { schema: { tags, params: Params, response: { 200: TenantLogo, ...errors } } },
    async (req) => d.logos.view(await guard(req, req.params.id)),
  );
  r.post(
    '/api/v1/tenants/:id/logo',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: Params,
        response: { 200: TenantLogo, ...errors },
      },
    },
    async (req) => {
      const tenantId = await guard(req, req.params.id);
      const part = await req.file().catch(() => undefined);
      if (!part) throw new AppError(400, 'UPLOAD_MISSING');
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'UPLOAD_TOO_LARGE', {
            maxBytes: Math.min(d.maxBytes, MAIL_LOGO_MAX_BYTES),
          });
        throw new AppError(400, 'UPLOAD_INCOMPLETE');
      });
      return d.logos.upload(tenantId, bytes);
    },
  );
  r.delete(
    '/api/v1/tenants/:id/logo',
    { schema: { tags, params: Params, response: { 200: TenantLogo, ...errors } } },
    async (req) => d.logos.remove(await guard(req, req.params.id)),
  );
}
