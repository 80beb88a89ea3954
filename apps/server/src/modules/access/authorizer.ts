import { isAdmin, type PermissionName, resolveEffectivePermissions } from '@buchbar/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { RequireActor } from '../../platform/auth/session';
import { TtlCache } from '../../platform/cache/ttl-cache';
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
  private readonly grants: TtlCache<string, PermissionName[]>;

  constructor(
    private readonly db: Db,
    private readonly requireActor: RequireActor,
    ttlMs = 30_000,
    now: () => number = Date.now,
  ) {
    this.grants = new TtlCache({ ttlMs, maxEntries: 50_000, now });
  }

  /** A change of users, roles, groups or grants (announced by database triggers, or made here). */
  apply(change: AuthChange): void {
    if (change.all) this.grants.clear();
    else
      this.grants.deleteWhere(
        (key) =>
          (change.tenant !== undefined && key.startsWith(`${change.tenant}|`)) ||
          (change.user !== undefined && key.endsWith(`|${change.user}`)),
      );
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
    return this.grants.getOrLoad(`${tenantId}|${userId}`, () =>
      loadGrants(this.db, tenantId, userId).then(resolveEffectivePermissions),
    );
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
