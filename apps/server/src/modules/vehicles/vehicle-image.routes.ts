import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { VehicleChangeResult, VehicleDefaultImage } from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { contentDisposition } from '../../platform/http/content-disposition';
import type { Authorizer } from '../access/access.module';
import type { VehicleImageService } from './vehicle-image.service';

const errors = ERROR_RESPONSES;
const tags = ['vehicles'];
const IdParams = z.object({ id: z.uuid() });

/** A vehicle's picture: upload (fleet care), the default pictures, and the picture itself. */
export function registerVehicleImageRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; images: VehicleImageService; maxBytes: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, images } = d;

  r.get(
    '/api/v1/vehicle-images/defaults',
    { schema: { tags, response: { 200: z.array(VehicleDefaultImage), ...errors } } },
    async (req) => images.defaults(await authz.require(req, 'fahrzeug_pflege')),
  );
  r.post(
    '/api/v1/vehicles/:id/image',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: VehicleChangeResult, ...errors },
      },
    },
    async (req) => {
      const p = await authz.require(req, 'fahrzeug_pflege');
      // Another tenant's (or an unknown) vehicle is 404 before the body is read.
      await images.assertVehicle(p, req.params.id);
      const part = await req.file().catch(() => undefined);
      if (!part) throw new AppError(400, 'UPLOAD_MISSING');
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(422, 'UPLOAD_TOO_LARGE', { maxBytes: d.maxBytes, field: 'imageFile' });
        throw new AppError(400, 'UPLOAD_INCOMPLETE');
      });
      return images.upload(p, req.params.id, part.filename, bytes);
    },
  );
  r.get('/api/v1/vehicles/:id/image', { schema: { tags, params: IdParams } }, async (req, reply) => {
    const { fileName, file } = await images.read(await authz.principal(req), req.params.id);
    reply
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(fileName));
    if (file.contentType.startsWith('image/svg'))
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type(file.contentType).send(file.bytes);
  });
}
