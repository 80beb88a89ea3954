import { ErrorBody } from '@buchbar/contracts/common';
import { StoredFile } from '@buchbar/contracts/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireActor } from '../../platform/auth/session';
import { AppError } from '../../platform/http/app-error';
import { contentDisposition } from '../../platform/http/content-disposition';
import type { Authorizer } from '../access/access.module';
import type { FilesService, FileViewer } from './files.service';

/** A stored SVG is sanitised already; this CSP keeps every served upload inert even when opened directly. */
export const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const FileParams = z.object({
  bucket: z.string().max(50),
  tenantKey: z.string().max(100),
  fileName: z.string().max(255),
});

export function registerFileRoutes(
  app: FastifyInstance,
  deps: {
    files: FilesService;
    requireActor: RequireActor;
    authz: Authorizer;
    maxBytes: number;
    /** A kiosk device by its token (wall displays read their plan image without a session). */
    kioskDevice: (
      token: string | undefined,
    ) => Promise<{ tenantId: string; floorPlanId: string } | undefined>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewerOf = async (req: FastifyRequest): Promise<FileViewer | undefined> => {
    const actor = await deps.requireActor(req).catch(() => undefined);
    if (actor) {
      const permissions = actor.tenantId
        ? await deps.authz.effectivePermissions(actor.tenantId, actor.userId)
        : [];
      return {
        kind: 'user',
        tenantId: actor.tenantId,
        userId: actor.userId,
        permissions,
        platformAdmin: actor.platformAdmin,
      };
    }
    const token = (req.query as { token?: string }).token;
    const kiosk = await deps.kioskDevice(token);
    return kiosk && { kind: 'kiosk', tenantId: kiosk.tenantId, floorPlanId: kiosk.floorPlanId };
  };
  r.get(
    '/api/v1/files/:bucket/:tenantKey/:fileName',
    {
      schema: {
        tags: ['files'],
        params: FileParams,
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
      // Kiosk devices read their plan image with ?token=.
      config: { secretParams: ['token'] },
    },
    async (req, reply) => {
      const { bucket, tenantKey, fileName } = req.params;
      const file = await deps.files.read(await viewerOf(req), bucket, tenantKey, fileName);
      // User uploads: images (shown in <img>) inline, everything else (receipt PDFs, …) as a
      // download; all of them sandboxed, so an opened file can run nothing on our origin.
      const image = /^image\/(png|jpeg|svg\+xml)$/.test(file.contentType);
      reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(fileName, image ? 'inline' : 'attachment'))
        .header('content-security-policy', UPLOAD_CSP);
      return reply.type(file.contentType).send(file.bytes);
    },
  );
  r.post(
    '/api/v1/files/:bucket',
    {
      schema: {
        tags: ['files'],
        consumes: ['multipart/form-data'],
        params: z.object({ bucket: z.string().max(50) }),
        response: {
          201: StoredFile,
          400: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const actor = await deps.authz.principal(req);
      const part = await req.file().catch(() => undefined);
      if (!part) throw new AppError(400, 'UPLOAD_MISSING');
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'UPLOAD_TOO_LARGE', { maxBytes: deps.maxBytes });
        // The request's stream broke off (no closing boundary, connection cut): the client's fault.
        throw new AppError(400, 'UPLOAD_INCOMPLETE');
      });
      return reply.code(201).send(await deps.files.upload(actor, req.params.bucket, part.filename, bytes));
    },
  );
}
