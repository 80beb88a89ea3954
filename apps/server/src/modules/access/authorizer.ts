import { isAdmin, type PermissionName, resolveEffectivePermissions } from '@buchbar/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { RequireActor } from '../../platform/auth/session';
import type { Db } from '../../platform/database/database';
import type { AuthChange } from '../../platform/events/event-hub';
import { forbidden } from '../../platform/http/app-error';
import { loadGrants } from './access.repository';

/** The signed-in user with tenant and effective permissions, resolved once per request. */
export type Principal = {
  userId: string;
  email: string;
  name: string;
  tenantId: string;
  platformAdmin: boolean;
  permissions: PermissionName[];
  isAdmin: boolean;
};

/**
 * Server-side enforcement for every route (spec 5/6): 401 without a session, 403 without the
 * permission. Tenant scoping follows from principal.tenantId, which every query must use.
 */
export class Authorizer {
  private readonly cache = new WeakMap<FastifyRequest, Promise<Principal>>();
  /** Effective permissions by tenant and user: dropped on every grant change (see apply), trusted at most ttlMs. */
  private readonly grants = new Map<
    string,
    { at: number; tenantId: string; value: Promise<PermissionName[]> }
  >();

  constructor(
    private readonly db: Db,
    private readonly requireActor: RequireActor,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A change of users, roles, groups or grants (announced by database triggers, or made here). */
  apply(change: AuthChange): void {
    if (change.all) this.grants.clear();
    else
      for (const [key, e] of this.grants) {
        if (e.tenantId === change.tenant || key.endsWith(`|${change.user}`)) this.grants.delete(key);
      }
  }

  principal(req: FastifyRequest): Promise<Principal> {
    let p = this.cache.get(req);
    if (!p) {
      p = this.load(req);
      this.cache.set(req, p);
    }
    return p;
  }

  async require(req: FastifyRequest, permission: PermissionName): Promise<Principal> {
    const p = await this.principal(req);
    if (!p.permissions.includes(permission)) throw forbidden({ permission });
    return p;
  }

  async requireAdmin(req: FastifyRequest): Promise<Principal> {
    const p = await this.principal(req);
    if (!p.isAdmin) throw forbidden({ permission: 'admin' });
    return p;
  }

  async requirePlatformAdmin(req: FastifyRequest): Promise<Principal> {
    const p = await this.principal(req);
    if (!p.platformAdmin) throw forbidden({ permission: 'platform_admin' });
    return p;
  }

  effectivePermissions(tenantId: string, userId: string): Promise<PermissionName[]> {
    const key = `${tenantId}|${userId}`;
    const at = this.now();
    const hit = this.grants.get(key);
    if (hit && at - hit.at < this.ttlMs && at >= hit.at) return hit.value;
    const value = loadGrants(this.db, tenantId, userId).then(resolveEffectivePermissions);
    if (this.grants.size >= 50_000) this.grants.clear();
    this.grants.set(key, { at, tenantId, value });
    value.catch(() => this.grants.delete(key));
    return value;
  }

  private async load(req: FastifyRequest): Promise<Principal> {
    const actor = await this.requireActor(req);
    if (!actor.tenantId) throw forbidden();
    const permissions = await this.effectivePermissions(actor.tenantId, actor.userId);
    return {
      userId: actor.userId,
      email: actor.email,
      name: actor.name,
      tenantId: actor.tenantId,
      platformAdmin: actor.platformAdmin,
      permissions,
      isAdmin: isAdmin(permissions),
    };
  }
}
