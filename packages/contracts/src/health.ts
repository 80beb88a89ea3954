import { z } from 'zod';

export const Health = z.object({ status: z.literal('ok') });
export const Readiness = z.object({
  /** ok: database reachable and migrations applied; draining: stopping, send no new requests. */
  status: z.enum(['ok', 'unavailable', 'draining']),
  database: z.enum(['up', 'down']),
  /** Which app instance answered (INSTANCE_ID, or host name, pid and a random part). */
  instance: z.string().optional(),
});
