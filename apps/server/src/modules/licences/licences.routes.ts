import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import {
  LicenceDueCount,
  LicenceInput,
  LicenceList,
  LicenceListQuery,
  UserLicence,
} from '@buchbar/contracts/licences';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import type { LicencesService } from './licences.service';

const errors = ERROR_RESPONSES;
const tags = ['licences'];
const UserParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Driver's licences (issue 12 point 9, paths kept): the examiners' list and badge
 * (fahrzeug_fuehrerscheinpruefung), a user's licence (the user themself reads; examiners read,
 * write and record checks; ADR 0011).
 */
export function registerLicenceRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; licences: LicencesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, licences } = d;

  r.get(
    '/api/v1/licences',
    { schema: { tags, querystring: LicenceListQuery, response: { 200: LicenceList, ...errors } } },
    async (req) => licences.list(await authz.require(req, 'fahrzeug_fuehrerscheinpruefung'), req.query),
  );

  r.get(
    '/api/v1/licences/due-count',
    { schema: { tags, response: { 200: LicenceDueCount, ...errors } } },
    async (req) => ({
      count: await licences.dueCount(await authz.require(req, 'fahrzeug_fuehrerscheinpruefung')),
    }),
  );

  r.get(
    '/api/v1/users/:id/licence',
    { schema: { tags, params: UserParams, response: { 200: UserLicence, ...errors } } },
    async (req) => licences.get(await authz.principal(req), req.params.id),
  );

  r.put(
    '/api/v1/users/:id/licence',
    { schema: { tags, params: UserParams, body: LicenceInput, response: { 200: UserLicence, ...errors } } },
    async (req) => licences.put(await authz.principal(req), req.params.id, req.body),
  );

  r.post(
    '/api/v1/users/:id/licence/checks',
    { schema: { tags, params: UserParams, response: { 201: UserLicence, ...errors } } },
    async (req, reply) =>
      reply.code(201).send(await licences.recordCheck(await authz.principal(req), req.params.id)),
  );
}
