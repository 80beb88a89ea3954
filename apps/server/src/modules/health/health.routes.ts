import { Health, Readiness } from '@buchbar/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';

export function registerHealthRoutes(app: FastifyInstance, pool: pg.Pool): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: Health } }, config: { rateLimit: false } },
    async () => ({
      status: 'ok' as const,
    }),
  );
  r.get(
    '/readyz',
    {
      schema: { tags: ['health'], response: { 200: Readiness, 503: Readiness } },
      config: { rateLimit: false },
    },
    async (_req, reply) => {
      try {
        await pool.query('select 1');
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
}
