import { ErrorBody } from '@buchbar/contracts/common';
import { MailIdParams, MailListQuery, MailPage, StoredMail } from '@buchbar/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequireActor } from '../../platform/auth/session';
import type { Db } from '../../platform/database/database';
import { AppError, forbidden, notFound } from '../../platform/http/app-error';
import { registerMessages } from '../../platform/http/messages';
import type { MailOutbox } from './mail-outbox.service';
import messages from './mails.messages.json' with { type: 'json' };
import { findMail, listMails, type MailRow } from './mails.repository';

registerMessages(messages);

const present = (m: MailRow) => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  status: m.status,
  error: m.error,
  kind: m.kind,
  attempts: m.attempts,
  nextAttemptAt: m.nextAttemptAt.toISOString(),
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

/**
 * The admin mailbox: what the app mailed (or stored, without SMTP), for platform admins; the
 * failed ones can be filtered and sent again.
 */
export function registerMailRoutes(
  app: FastifyInstance,
  deps: { db: Db; requireActor: RequireActor; outbox: MailOutbox },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/admin/mails',
    {
      schema: {
        tags: ['notifications'],
        querystring: MailListQuery,
        response: { 200: MailPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      const actor = await deps.requireActor(req);
      if (!actor.platformAdmin) throw forbidden();
      const { items, total } = await listMails(deps.db, req.query.page, req.query.pageSize, req.query.status);
      return { total, items: items.map(present) };
    },
  );
  r.post(
    '/api/v1/admin/mails/:id/retry',
    {
      schema: {
        tags: ['notifications'],
        params: MailIdParams,
        response: {
          200: StoredMail,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req) => {
      const actor = await deps.requireActor(req);
      if (!actor.platformAdmin) throw forbidden();
      const mail = await findMail(deps.db, req.params.id);
      if (!mail) throw notFound();
      // The row as requeued: the sender may already be at it when the answer is written.
      const requeued = await deps.outbox.retryFailed(mail.id);
      if (!requeued) throw new AppError(409, 'MAIL_NOT_FAILED', { status: mail.status });
      return present(requeued);
    },
  );
}
