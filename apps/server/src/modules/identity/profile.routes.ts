import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { OwnEmailChange, OwnNameUpdate, OwnProfile } from '@buchbar/contracts/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authorizer } from '../access/access.module';
import type { ProfileService } from './profile.service';

const errors = ERROR_RESPONSES;
const tags = ['identity'];

/** /konto (issue 14 point 8): the signed-in user's own name and e-mail address. */
export function registerProfileRoutes(
  app: FastifyInstance,
  d: { profile: ProfileService; authz: Authorizer },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/me/profile', { schema: { tags, response: { 200: OwnProfile, ...errors } } }, async (req) =>
    d.profile.get(await d.authz.principal(req)),
  );
  r.patch(
    '/api/v1/me/profile',
    { schema: { tags, body: OwnNameUpdate, response: { 200: OwnProfile, ...errors } } },
    async (req) => d.profile.rename(await d.authz.principal(req), req.body),
  );
  r.post(
    '/api/v1/me/email',
    {
      schema: {
        tags,
        summary: 'Start a change of the own e-mail address (confirmed by the link sent to it)',
        body: OwnEmailChange,
        response: { 202: OwnProfile, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await d.profile.changeEmail(await d.authz.principal(req), req.body, req.ip)),
  );
}
