import type { SsoDiscovery, SsoProvider, SsoProviderInput } from '@buchbar/contracts/auth';
import type pg from 'pg';
import type { Actor } from '../../platform/auth/session';
import { createDb, withTransaction } from '../../platform/database/database';
import { AppError } from '../../platform/http/app-error';
import { insertAudit } from '../audit/audit.repository';
import { assertCanManageSso, type HasPermission } from './sso.policy';
import {
  findEnabledProviderIdByDomain,
  findSsoProviderByTenant,
  findTenantKeyById,
  type SsoProviderRow,
  upsertSsoProvider,
} from './sso.repository';

/**
 * Single sign-on per tenant: one OpenID Connect provider, used for the tenant's domains. The
 * better-auth plugin reads the table on every SSO request, so changes apply without restart.
 */
export class SsoService {
  private readonly db;

  constructor(
    private readonly pool: pg.Pool,
    private readonly publicUrl: string,
    private readonly hasPermission: HasPermission,
  ) {
    this.db = createDb(pool);
  }

  async discover(email: string): Promise<SsoDiscovery> {
    const domain = email.split('@')[1]?.trim();
    if (!domain) return { providerId: null };
    return { providerId: (await findEnabledProviderIdByDomain(this.db, domain)) ?? null };
  }

  async get(actor: Actor): Promise<SsoProvider> {
    const tenantId = await assertCanManageSso(actor, this.hasPermission);
    return this.present(await findSsoProviderByTenant(this.db, tenantId));
  }

  async put(actor: Actor, input: SsoProviderInput): Promise<SsoProvider> {
    const tenantId = await assertCanManageSso(actor, this.hasPermission);
    await withTransaction(this.pool, async ({ db }) => {
      const existing = await findSsoProviderByTenant(db, tenantId);
      const clientSecret = input.clientSecret ?? existing?.clientSecret;
      if (!clientSecret) throw new AppError(422, 'SSO_SECRET_REQUIRED');
      const key = await findTenantKeyById(db, tenantId);
      const providerId = existing?.providerId ?? `sso-${key ?? tenantId}`;
      const issuer = input.issuer.replace(/\/$/, '');
      await upsertSsoProvider(db, {
        tenantId,
        providerId,
        issuer,
        clientId: input.clientId,
        clientSecret,
        enabled: input.enabled,
      });
      await insertAudit(db, {
        tenantId,
        level: 'INFO',
        category: 'TENANT',
        message: `Single Sign-on ${input.enabled ? 'aktiv' : 'inaktiv'}: ${issuer}`,
        actorUserId: actor.userId,
        details: {
          providerId,
          issuer,
          clientId: input.clientId,
          secretChanged: input.clientSecret !== undefined,
        },
      });
    });
    return this.present(await findSsoProviderByTenant(this.db, tenantId));
  }

  private present(row: SsoProviderRow | undefined): SsoProvider {
    if (!row) {
      return {
        configured: false,
        providerId: null,
        issuer: '',
        clientId: '',
        enabled: false,
        hasClientSecret: false,
        redirectUri: null,
      };
    }
    return {
      configured: true,
      providerId: row.providerId,
      issuer: row.issuer,
      clientId: row.clientId,
      enabled: row.enabled,
      hasClientSecret: row.clientSecret.length > 0,
      redirectUri: `${this.publicUrl}/api/auth/callback/${row.providerId}`,
    };
  }
}
