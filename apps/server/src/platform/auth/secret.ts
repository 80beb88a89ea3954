import { randomBytes } from 'node:crypto';
import type { Db } from '../database/database';
import { getOrCreateSystemValue } from '../database/system-values.repository';

/**
 * AUTH_SECRET when given; otherwise one generated on first start and kept in the database,
 * so every instance on the same database signs sessions alike and restarts keep sessions.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSystemValue(db, 'auth_secret', () => randomBytes(32).toString('base64url'));
}
