import { expect, it } from 'vitest';
import { describeCatalogue } from '../../../test/catalogue-harness';
import type { ErrorReply } from '../../../test/http-client';
import { SPACES, SPACES_CASES, SPACES_START, seat } from './catalogue-cases/spaces.cases';

/**
 * Issue 13: the reading-room entries of the catalogue triggered through the API, delivered to a
 * real SMTP server (`smtp-server`): exactly one mail with the right recipient, language and link;
 * the recipient's own switch (user layer) stops it. And the admin mailbox's retry of a failed
 * mail. The other areas: notification-catalogue-*.int.test.ts; the guard that every kind has a
 * case: notification-catalogue-coverage.test.ts.
 */
describeCatalogue(
  'notification catalogue over real SMTP: reading rooms',
  { start: SPACES_START },
  SPACES_CASES,
  (h) => {
    it('spaces.noShowReleased names the real check-in window (not a fixed 15 minutes)', async () => {
      await h().setTenant({ 'spaces.checkInWindowMinutes': 20 });
      const made = await (await h().as('booker@demo.example')).post<{ id: string }>(`${SPACES}/bookings`, {
        spaceId: seat(9),
        start: '2026-10-20T14:00:00Z',
        end: '2026-10-20T15:00:00Z',
      });
      expect(made.status).toBe(201);
      const mark = h().received.length;
      h().setNow(Date.parse('2026-10-20T14:21:00Z'));
      await h().runJob('spaces.release-due');
      h().setNow(SPACES_START);
      const deadline = Date.now() + 20_000;
      while (
        !h()
          .received.slice(mark)
          .some((r) => r.subject.includes('freigegeben')) &&
        Date.now() < deadline
      )
        await new Promise((r) => setTimeout(r, 100));
      const got = h()
        .received.slice(mark)
        .filter((r) => r.subject.includes('freigegeben'));
      expect(got).toHaveLength(1);
      expect(got[0]?.text).toContain('innerhalb von 20 Minuten');
      expect(got[0]?.text).not.toContain('15 Minuten');
      await h().setTenant({ 'spaces.checkInWindowMinutes': null });
    });

    it('the platform administrator lists failed mails and sends one again; others are refused', async () => {
      const { s } = h();
      const platform = await h().as('platform@demo.example');
      const admin = await h().as('admin@demo.example');
      const { rows } = await s.db.pool.query<{ id: string }>(
        `insert into mails (kind, "to", subject, text, status, attempts, error)
       values ('account.signInCode', 'retry@demo.example', 'Retry me', 'Text', 'failed', 8, 'connection refused')
       returning id`,
      );
      const id = rows[0]?.id as string;
      const failed = await platform.get<{ items: { id: string; status: string; attempts: number }[] }>(
        '/api/v1/admin/mails?status=failed',
      );
      expect(failed.status).toBe(200);
      expect(failed.body.items.map((m) => m.id)).toEqual([id]);
      expect((await admin.post<ErrorReply>(`/api/v1/admin/mails/${id}/retry`, {})).status).toBe(403);
      expect(
        (await platform.post<ErrorReply>(`/api/v1/admin/mails/${crypto.randomUUID()}/retry`, {})).status,
      ).toBe(404);
      expect((await platform.post<ErrorReply>('/api/v1/admin/mails/not-a-uuid/retry', {})).status).toBe(400);
      const mark = h().received.length;
      const retried = await platform.post<{ status: string; attempts: number }>(
        `/api/v1/admin/mails/${id}/retry`,
        {},
      );
      expect(retried.status).toBe(200);
      expect(retried.body.attempts).toBe(0);
      const deadline = Date.now() + 20_000;
      while (
        !h()
          .received.slice(mark)
          .some((r) => r.to === 'retry@demo.example') &&
        Date.now() < deadline
      )
        await new Promise((r) => setTimeout(r, 100));
      expect(
        h()
          .received.slice(mark)
          .filter((r) => r.to === 'retry@demo.example'),
      ).toHaveLength(1);
      const again = await platform.post<ErrorReply>(`/api/v1/admin/mails/${id}/retry`, {});
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('MAIL_NOT_FAILED');
    });
  },
);
