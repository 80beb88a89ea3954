import { ERROR_RESPONSES, ErrorBody } from '@buchbar/contracts/common';
import { Trip, TripEntryInput, TripFile, TripFileKind } from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { pickLanguage } from '../../platform/http/messages';
import type { Authorizer } from '../access/access.module';
import type { TripsService } from './trips.service';

const errors = ERROR_RESPONSES;
const tags = ['vehicle-bookings'];
const IdParams = z.object({ id: z.uuid() });

/**
 * Trips (issue 11 point 1; ADR 0009 gap 1): check-in and check-out by the driver, for a guest
 * booking the staff member who booked it, or a fleet manager (fahrzeug_pflege) on anyone's behalf;
 * the trip's files (receipts png/jpg/pdf, damage photos png/jpg) are uploaded first and referenced
 * by name. Who may act is decided by the domain's canActOnTrip, not by a route permission.
 */
export function registerTripRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; trips: TripsService; maxBytes: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, trips } = d;

  r.get(
    '/api/v1/vehicle-bookings/:id/trip',
    { schema: { tags, params: IdParams, response: { 200: Trip, ...errors } } },
    async (req) => trips.get(await authz.principal(req), req.params.id),
  );
  for (const [step, call] of [
    ['check-in', 'checkIn'],
    ['check-out', 'checkOut'],
  ] as const)
    r.post(
      `/api/v1/vehicle-bookings/:id/${step}`,
      { schema: { tags, params: IdParams, body: TripEntryInput, response: { 200: Trip, ...errors } } },
      async (req) =>
        trips[call](
          await authz.principal(req),
          pickLanguage(req.headers['accept-language']),
          req.params.id,
          req.body,
        ),
    );
  r.post(
    '/api/v1/vehicle-bookings/:id/files',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: IdParams,
        querystring: TripFileKind,
        response: { 201: TripFile, 413: ErrorBody, 415: ErrorBody, ...errors },
      },
    },
    async (req, reply) => {
      const p = await authz.principal(req);
      // Who may upload is decided before the body is read (another tenant's trip: 404 first).
      const read = async () => {
        const part = await req.file().catch(() => undefined);
        if (!part) throw new AppError(400, 'UPLOAD_MISSING');
        return part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, 'UPLOAD_TOO_LARGE', { maxBytes: d.maxBytes });
          throw new AppError(400, 'UPLOAD_INCOMPLETE');
        });
      };
      return reply.code(201).send(await trips.upload(p, req.params.id, req.query.kind, read));
    },
  );
}
