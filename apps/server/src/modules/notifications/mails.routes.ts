import { ErrorBody, PageQuery } from '@buchbar/contracts/common';
import { MailPage } from '@buchbar/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequireActor } from '../../platform/auth/session';
import type { Db } from '../../platform/database/database';
import { forbidden } from '../../platform/http/app-error';
import { listMails } from './mails.repository';

/** The admin mailbox: what the app mailed (or stored, without SMTP), for platform admins. */
export function registerMailRoutes(app: FastifyInstance, deps: { db: Db; requireActor: RequireActor }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/mails',
    {
      schema: {
        tags: ['notifications'],
        querystring: PageQuery,
        response: { 200: MailPage, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      const actor = await deps.requireActor(req);
      if (!actor.platformAdmin) throw forbidden();
      const { items, total } = await listMails(deps.db, req.query.page, req.query.pageSize);
      return {
        total,
        items: items.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          status: m.status,
          error: m.error,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
}
