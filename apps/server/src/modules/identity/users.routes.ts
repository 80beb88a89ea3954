import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import {
  Department,
  UserCreate,
  UserDetail,
  UserPage,
  UserQuery,
  UserUpdate,
} from '@buchbar/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import type { UsersService } from './users.service';

const errors = ERROR_RESPONSES;
const tags = ['users'];
const UserId = z.object({ id: z.string().min(1).max(100) });

export function registerUserRoutes(app: FastifyInstance, deps: { users: UsersService; authz: Authorizer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users, authz } = deps;
  const manage = (req: Parameters<Authorizer['require']>[0]) => authz.require(req, 'benutzer_pflegen');

  r.get(
    '/api/v1/users',
    { schema: { tags, querystring: UserQuery, response: { 200: UserPage, ...errors } } },
    async (req) => users.list(await manage(req), req.query),
  );
  r.post(
    '/api/v1/users',
    { schema: { tags, body: UserCreate, response: { 201: UserDetail, ...errors } } },
    async (req, reply) => reply.code(201).send(await users.create(await manage(req), req.body)),
  );
  r.get(
    '/api/v1/users/:id',
    { schema: { tags, params: UserId, response: { 200: UserDetail, ...errors } } },
    async (req) => users.get(await manage(req), req.params.id),
  );
  r.patch(
    '/api/v1/users/:id',
    { schema: { tags, params: UserId, body: UserUpdate, response: { 200: UserDetail, ...errors } } },
    async (req) => users.update(await manage(req), req.params.id, req.body),
  );
  r.post(
    '/api/v1/users/:id/invitation',
    {
      schema: {
        tags,
        summary: 'Send the invitation again (a new link valid 7 days; the older one stops working)',
        params: UserId,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await users.resendInvitation(await manage(req), req.params.id, req.ip);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/v1/departments',
    { schema: { tags, response: { 200: z.array(Department), ...errors } } },
    async (req) => users.departments(await authz.principal(req)),
  );
}
