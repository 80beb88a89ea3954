import {
  Group,
  GroupInput,
  IdParams,
  PermissionDefinition,
  Role,
  RoleInput,
} from '@buchbar/contracts/access';
import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { PERMISSION_CATALOGUE } from '@buchbar/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage } from '../../platform/http/messages';
import type { AccessService } from './access.service';
import type { Authorizer } from './authorizer';

const errors = ERROR_RESPONSES;
const tags = ['access'];

export function registerAccessRoutes(
  app: FastifyInstance,
  deps: { access: AccessService; authz: Authorizer },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { access, authz } = deps;
  const manage = (req: Parameters<Authorizer['require']>[0]) => authz.require(req, 'berechtigungs_pflege');

  r.get(
    '/api/v1/permissions',
    { schema: { tags, response: { 200: z.array(PermissionDefinition), ...errors } } },
    async (req) => {
      await authz.principal(req);
      const lang = pickLanguage(req.headers['accept-language']);
      return PERMISSION_CATALOGUE.map((d) => ({
        name: d.name,
        type: d.type,
        default: d.default,
        description: d.description[lang],
      }));
    },
  );

  r.get('/api/v1/roles', { schema: { tags, response: { 200: z.array(Role), ...errors } } }, async (req) =>
    access.listRoles(await manage(req)),
  );
  r.post(
    '/api/v1/roles',
    { schema: { tags, body: RoleInput, response: { 201: Role, ...errors } } },
    async (req, reply) => reply.code(201).send(await access.saveRole(await manage(req), req.body)),
  );
  r.put(
    '/api/v1/roles/:id',
    { schema: { tags, params: IdParams, body: RoleInput, response: { 200: Role, ...errors } } },
    async (req) => access.saveRole(await manage(req), req.body, req.params.id),
  );
  r.delete(
    '/api/v1/roles/:id',
    { schema: { tags, params: IdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await access.deleteRole(await manage(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get('/api/v1/groups', { schema: { tags, response: { 200: z.array(Group), ...errors } } }, async (req) =>
    access.listGroups(await manage(req)),
  );
  r.post(
    '/api/v1/groups',
    { schema: { tags, body: GroupInput, response: { 201: Group, ...errors } } },
    async (req, reply) => reply.code(201).send(await access.saveGroup(await manage(req), req.body)),
  );
  r.put(
    '/api/v1/groups/:id',
    { schema: { tags, params: IdParams, body: GroupInput, response: { 200: Group, ...errors } } },
    async (req) => access.saveGroup(await manage(req), req.body, req.params.id),
  );
  r.delete(
    '/api/v1/groups/:id',
    { schema: { tags, params: IdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await access.deleteGroup(await manage(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
