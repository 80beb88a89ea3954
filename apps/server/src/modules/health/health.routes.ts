import { Health, Readiness } from '@buchbar/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';

/** This instance as /readyz reports it (the server starts listening only after its migrations). */
export type InstanceReadiness = { readonly id: string; readonly draining: boolean };

export function registerHealthRoutes(
  app: FastifyInstance,
  pool: pg.Pool,
  instance?: InstanceReadiness,
): void {
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
      const id = instance ? { instance: instance.id } : {};
      let database: 'up' | 'down' = 'up';
      try {
        await pool.query('select 1');
      } catch {
        database = 'down';
      }
      if (instance?.draining) return reply.code(503).send({ status: 'draining', database, ...id });
      if (database === 'down') return reply.code(503).send({ status: 'unavailable', database, ...id });
      return { status: 'ok' as const, database, ...id };
    },
  );
}
