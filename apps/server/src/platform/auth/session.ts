import { USER_STATUS } from '@buchbar/domain/user-status';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../database/database';
import { unauthenticated } from '../http/app-error';
import type { Auth } from './auth';
import { type SessionCache, sessionTokenOf } from './session-cache';
import type { SessionLifetimes } from './session-lifetime';
import { deleteSession } from './sessions.repository';

export type RequireActor = (req: FastifyRequest) => Promise<Actor>;

/** What reading a session needs; the composition root builds it once per app. */
export type Sessions = { auth: Auth; db: Db; lifetimes: SessionLifetimes; cache?: SessionCache };

export type Actor = {
  userId: string;
  email: string;
  name: string;
  tenantId: string | null;
  platformAdmin: boolean;
};

type SessionUser = {
  id: string;
  email: string;
  name?: string;
  tenantId?: string | null;
  platformAdmin?: boolean;
  status?: string;
};

/**
 * Resolves the signed-in user from the session cookie, or throws 401. better-auth checks the
 * cookie's signature and its own expiry; the tenant's idle and absolute lifetimes and the
 * user's status are enforced here, and a session that fails them is deleted.
 */
export async function requireActor(s: Sessions, req: FastifyRequest, now = new Date()): Promise<Actor> {
  const user = await readLiveSessionUser(s, req.headers.cookie, now);
  if (!user) throw unauthenticated();
  return {
    userId: user.id,
    email: user.email,
    name: user.name ?? '',
    tenantId: user.tenantId ?? null,
    platformAdmin: user.platformAdmin === true,
  };
}

/**
 * The session's user when the session is alive; deletes sessions of inactive users or past their
 * lifetime. `recordActivity: false` checks without counting as activity (a live stream's re-check).
 */
export async function readLiveSessionUser(
  s: Sessions,
  cookie: string | undefined,
  now: Date,
  opts: { recordActivity?: boolean } = {},
): Promise<SessionUser | undefined> {
  if (!cookie) return undefined;
  const { auth, db, cache } = s;
  const token = cache ? sessionTokenOf(cookie) : undefined;
  const hit = token ? cache?.get(token, now.getTime()) : undefined;
  if (hit) {
    const verdict = await s.lifetimes.enforce(db, hit.session, hit.user.tenantId ?? null, now, opts);
    if (verdict === 'active') return hit.user;
    if (token) cache?.delete(token);
    return undefined;
  }
  const generation = cache?.generation ?? 0;
  const headers = new Headers({ cookie });
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!found) return undefined;
  const user = found.user as typeof found.user & SessionUser;
  if (user.status && user.status !== USER_STATUS.active) {
    await deleteSession(db, found.session.id);
    return undefined;
  }
  const session = {
    id: found.session.id,
    createdAt: new Date(found.session.createdAt),
    updatedAt: new Date(found.session.updatedAt),
    expiresAt: new Date(found.session.expiresAt),
  };
  const verdict = await s.lifetimes.enforce(db, session, user.tenantId ?? null, now, opts);
  if (verdict !== 'active') return undefined;
  if (token && cache) {
    const kept = {
      id: user.id,
      email: user.email,
      name: user.name,
      tenantId: user.tenantId ?? null,
      platformAdmin: user.platformAdmin === true,
    };
    cache.set(token, { user: kept, session }, now.getTime(), generation);
  }
  return user;
}
