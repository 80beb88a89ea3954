import type { SsoDiscovery, SsoProvider, SsoProviderInput } from '@buchbar/contracts/auth';
import type pg from 'pg';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Actor } from '../../platform/auth/session';
import { createDb, withTransaction } from '../../platform/database/database';
import { AppError, forbidden } from '../../platform/http/app-error';
import { findAuthUserByEmail } from '../identity/identity.module';
import { assertCanManageSso, type HasPermission, SSO_LINK_APPROVAL_PERMISSION } from './sso.policy';
import {
  deleteSsoLinks,
  findEnabledProviderIdByDomain,
  findSsoProviderByTenant,
  findSsoSubject,
  findTenantKeyById,
  insertSsoLinkApproval,
  type SsoProviderRow,
  upsertSsoProvider,
} from './sso.repository';
import { checkSsoUrl } from './sso-issuer-guard';

/** How long an admin's approval to link an account with a password or TOTP stays usable. */
export const SSO_LINK_APPROVAL_DAYS = 7;

/** The effective permissions of a user of a tenant (injected: app.ts wires the access module). */
export type PermissionsOf = (tenantId: string, userId: string) => Promise<readonly string[]>;

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
    private readonly opts: { allowPrivateIssuers: boolean; permissionsOf?: PermissionsOf; audit: AuditLog },
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
    // Checked before it is stored, so the server never fetches a loopback or private address.
    const checked = await checkSsoUrl(input.issuer, { allowPrivate: this.opts.allowPrivateIssuers });
    if (!checked.ok) {
      await this.opts.audit.record(this.db, {
        tenantId,
        level: 'WARN',
        category: 'TENANT',
        event: 'SSO_ISSUER_REFUSED',
        params: { issuer: input.issuer },
        message: `Single Sign-on: Aussteller-Adresse abgelehnt (${checked.reason}): ${input.issuer}`,
        actorUserId: actor.userId,
        details: { issuer: input.issuer, reason: checked.reason },
      });
      throw new AppError(422, 'SSO_ISSUER_NOT_ALLOWED', { reason: checked.reason });
    }
    const issuer = checked.url;
    await withTransaction(this.pool, async ({ db }) => {
      const existing = await findSsoProviderByTenant(db, tenantId);
      const clientSecret = input.clientSecret ?? existing?.clientSecret;
      if (!clientSecret) throw new AppError(422, 'SSO_SECRET_REQUIRED');
      const key = await findTenantKeyById(db, tenantId);
      const providerId = existing?.providerId ?? `sso-${key ?? tenantId}`;
      // Another issuer or client is another authority: the subjects of the old one mean nothing
      // there, so existing links are dropped (accounts without own credentials link again).
      const authorityChanged =
        existing !== undefined && (existing.issuer !== issuer || existing.clientId !== input.clientId);
      const droppedLinks = authorityChanged ? await deleteSsoLinks(db, providerId) : 0;
      await upsertSsoProvider(db, {
        tenantId,
        providerId,
        issuer,
        clientId: input.clientId,
        clientSecret,
        enabled: input.enabled,
      });
      await this.opts.audit.record(db, {
        tenantId,
        level: 'INFO',
        category: 'TENANT',
        event: 'SSO_CONFIGURED',
        params: { issuer, enabled: input.enabled },
        message: `Single Sign-on ${input.enabled ? 'aktiv' : 'inaktiv'}: ${issuer}`,
        actorUserId: actor.userId,
        details: {
          providerId,
          issuer,
          clientId: input.clientId,
          secretChanged: input.clientSecret !== undefined,
          previousIssuer: existing?.issuer ?? null,
          previousClientId: existing?.clientId ?? null,
          enabledBefore: existing?.enabled ?? null,
          droppedLinks,
        },
      });
    });
    return this.present(await findSsoProviderByTenant(this.db, tenantId));
  }

  /**
   * The explicit admin action that lets an account with a password or TOTP be linked: the
   * user's next sign-in through the tenant's provider links it (once, within a week). Needs
   * user management and may only concern users of the actor's tenant who hold no permission
   * the actor lacks, never a platform administrator. Audited.
   */
  async approveLink(
    actor: Actor,
    target: { userId?: string; email?: string },
  ): Promise<{ expiresAt: string }> {
    const tenantId = actor.tenantId;
    if (!tenantId || !(await this.hasPermission(actor, SSO_LINK_APPROVAL_PERMISSION)))
      throw forbidden({ permission: SSO_LINK_APPROVAL_PERMISSION });
    const provider = await findSsoProviderByTenant(this.db, tenantId);
    if (!provider?.enabled) throw new AppError(422, 'SSO_NOT_CONFIGURED');
    const userId = target.userId ?? (await findAuthUserByEmail(this.db, target.email ?? ''))?.id;
    const subject = userId ? await findSsoSubject(this.db, userId) : undefined;
    if (!subject || subject.tenantId !== tenantId) throw new AppError(404, 'NOT_FOUND');
    const permissionsOf = this.opts.permissionsOf;
    const mine = permissionsOf ? new Set(await permissionsOf(tenantId, actor.userId)) : undefined;
    const theirs = permissionsOf ? await permissionsOf(tenantId, subject.id) : [];
    if (subject.platformAdmin || !mine || theirs.some((p) => !mine.has(p)))
      throw new AppError(403, 'SSO_LINK_APPROVAL_NOT_ALLOWED');
    const expiresAt = new Date(Date.now() + SSO_LINK_APPROVAL_DAYS * 86_400_000);
    await withTransaction(this.pool, async ({ db }) => {
      await insertSsoLinkApproval(db, subject.id, actor.userId, expiresAt);
      await this.opts.audit.record(db, {
        tenantId,
        level: 'INFO',
        category: 'USER',
        event: 'SSO_LINK_APPROVED',
        params: { email: subject.email },
        message: `Single Sign-on: Verknüpfung freigegeben für ${subject.email}`,
        actorUserId: actor.userId,
        details: { userId: subject.id, providerId: provider.providerId, expiresAt: expiresAt.toISOString() },
      });
    });
    return { expiresAt: expiresAt.toISOString() };
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
