import { judgeSession, type SessionVerdict, shouldRecordActivity } from '@buchbar/domain/session-lifetime';
import { defaultSettings, type EffectiveSettings } from '@buchbar/domain/settings';
import { readTenantSettings } from '../../modules/settings/settings-readers';
import type { Db } from '../database/database';
import { deleteSession, touchSession } from './sessions.repository';

export type LiveSession = { id: string; createdAt: Date; updatedAt: Date };

/**
 * Applies the tenant's idle and absolute lifetimes to a session better-auth still considers
 * valid. An expired session row is deleted, so the cookie is worthless from then on; a live one
 * has its activity recorded (sessions.updated_at is the last activity, at minute granularity).
 */
export async function enforceSessionLifetime(
  db: Db,
  session: LiveSession,
  tenantId: string | null,
  now: Date,
  opts: { recordActivity?: boolean } = {},
): Promise<SessionVerdict> {
  const values = await tenantLifetimes(db, tenantId, now.getTime());
  const verdict = judgeSession(
    { createdAt: new Date(session.createdAt), lastActiveAt: new Date(session.updatedAt) },
    {
      idleMinutes: values['general.sessionIdleMinutes'],
      absoluteMinutes: values['general.sessionAbsoluteMinutes'],
    },
    now,
  );
  if (verdict !== 'active') await deleteSession(db, session.id);
  else if (opts.recordActivity !== false && shouldRecordActivity(new Date(session.updatedAt), now)) {
    await touchSession(db, session.id, now);
    session.updatedAt = now;
  }
  return verdict;
}

/**
 * The tenant's lifetime policy, read on every authenticated request, so kept for 5 s per
 * tenant: a changed policy applies within seconds, and most requests skip the query.
 */
const POLICY_CACHE_MS = 5_000;
const policies = new Map<string, { at: number; value: Promise<EffectiveSettings> }>();

function tenantLifetimes(db: Db, tenantId: string | null, nowMs: number) {
  const key = tenantId ?? '';
  const hit = policies.get(key);
  if (hit && nowMs - hit.at < POLICY_CACHE_MS && nowMs >= hit.at) return hit.value;
  const value = tenantId ? readTenantSettings(db, tenantId) : Promise.resolve(defaultSettings());
  policies.set(key, { at: nowMs, value });
  value.catch(() => policies.delete(key));
  if (policies.size > 10_000) policies.clear();
  return value;
}

/** Called when a tenant's settings change on this instance, so the new policy applies at once. */
export function forgetTenantLifetimes(tenantId: string): void {
  policies.delete(tenantId);
}
