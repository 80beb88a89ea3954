import { judgeSession, type SessionVerdict, shouldRecordActivity } from '@buchbar/domain/session-lifetime';
import { defaultSettings, type EffectiveSettings } from '@buchbar/domain/settings';
import { TtlCache } from '../cache/ttl-cache';
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
  policies: SessionLifetimePolicies,
  session: LiveSession,
  tenantId: string | null,
  now: Date,
  opts: { recordActivity?: boolean } = {},
): Promise<SessionVerdict> {
  const values = await policies.of(tenantId);
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
 * The tenants' lifetime policies, read on every authenticated request, so kept for 5 s per
 * tenant: a changed policy applies within seconds, and most requests skip the query. One per
 * app instance (the composition root hands in how a tenant's settings are read).
 */
export class SessionLifetimePolicies {
  private readonly cache: TtlCache<string, EffectiveSettings>;

  constructor(
    private readonly readTenant: (tenantId: string) => Promise<EffectiveSettings>,
    now: () => number = Date.now,
  ) {
    this.cache = new TtlCache({ ttlMs: POLICY_CACHE_MS, maxEntries: 10_000, now });
  }

  of(tenantId: string | null): Promise<EffectiveSettings> {
    if (!tenantId) return Promise.resolve(defaultSettings());
    return this.cache.getOrLoad(tenantId, () => this.readTenant(tenantId));
  }

  /** Called when a tenant's settings change on this instance, so the new policy applies at once. */
  forget(tenantId: string): void {
    this.cache.delete(tenantId);
  }
}

const POLICY_CACHE_MS = 5_000;
