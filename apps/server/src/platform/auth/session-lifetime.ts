import {
  judgeSession,
  type SessionLimits,
  type SessionVerdict,
  shouldRecordActivity,
} from '@buchbar/domain/session-lifetime';
import { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../database/database';
import { deleteSession, touchSession } from './sessions.repository';

export type LiveSession = { id: string; createdAt: Date; updatedAt: Date };

/**
 * Reads a tenant's idle and absolute lifetimes (`tenantId` null: accounts of no tenant); the
 * composition root wires in the settings module's reader (the platform imports no module).
 */
export type ReadLifetimePolicy = (tenantId: string | null) => Promise<SessionLimits>;

/**
 * The tenant's lifetime policy, read on every authenticated request, so kept for 5 s per
 * tenant: a changed policy applies within seconds, and most requests skip the query.
 */
const POLICY_CACHE_MS = 5_000;

/**
 * Applies the tenant's idle and absolute lifetimes to a session better-auth still considers
 * valid. An expired session row is deleted, so the cookie is worthless from then on; a live one
 * has its activity recorded (sessions.updated_at is the last activity, at minute granularity).
 * One per app instance.
 */
export class SessionLifetimes {
  private readonly policies: TtlCache<string, SessionLimits>;

  constructor(
    private readonly readPolicy: ReadLifetimePolicy,
    now: () => number = Date.now,
  ) {
    this.policies = new TtlCache({ ttlMs: POLICY_CACHE_MS, maxEntries: 10_000, now });
  }

  async enforce(
    db: Db,
    session: LiveSession,
    tenantId: string | null,
    now: Date,
    opts: { recordActivity?: boolean } = {},
  ): Promise<SessionVerdict> {
    const policy = await this.policy(tenantId);
    const verdict = judgeSession(
      { createdAt: new Date(session.createdAt), lastActiveAt: new Date(session.updatedAt) },
      policy,
      now,
    );
    if (verdict !== 'active') await deleteSession(db, session.id);
    else if (opts.recordActivity !== false && shouldRecordActivity(new Date(session.updatedAt), now)) {
      await touchSession(db, session.id, now);
      session.updatedAt = now;
    }
    return verdict;
  }

  /** The tenant's limits, read at most every 5 s per tenant on this instance. */
  policy(tenantId: string | null): Promise<SessionLimits> {
    return this.policies.getOrLoad(tenantId ?? '', () => this.readPolicy(tenantId));
  }

  /** Called when a tenant's settings change on this instance, so the new policy applies at once. */
  forget(tenantId: string): void {
    this.policies.delete(tenantId);
  }
}
