import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Db } from '../../platform/database/database';
import { pickLanguage, translate } from '../../platform/http/messages';
import { insertAudit } from '../audit/audit.repository';
import { findAuthUserByEmail, findTenantIdByEmail, markUserSso } from '../identity/auth-users.repository';
import { readTenantSettings } from '../settings/settings-readers';
import { findSsoProviderById } from './sso.repository';
import { syncSsoProvider } from './sso-provider-sync';

type Claims = Record<string, unknown>;
type Refusal = { error: string; errorDescription: string };
const SSO_ID = /^sso-[\w-]+$/;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Tenant single sign-on on top of better-auth's generic OAuth providers. Providers are read
 * from sso_providers on each SSO request (so admin changes apply at once, on every instance); a
 * provider may only sign in users of its own tenant's domains; unknown users are created just in
 * time only when the tenant's internal user management is off.
 */
export function tenantSsoPlugin(db: Db): BetterAuthPlugin {
  // validateUserInfo and the user-create hook run in the same endpoint context: pass the claims.
  const pendingClaims = new WeakMap<object, { tenantId: string; claims: Claims }>();

  const refuse = (code: string, headers: Headers | undefined): Refusal => ({
    error: code,
    errorDescription: translate(code, pickLanguage(headers?.get('accept-language') ?? undefined)),
  });

  const internalUserManagement = async (tenantId: string) =>
    (await readTenantSettings(db, tenantId))['general.internalUserManagement'];

  return {
    id: 'buchbar-tenant-sso',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/social' || ctx.path === '/callback/:id',
          handler: createAuthMiddleware(async (ctx) => {
            const body: unknown = ctx.body;
            const fromBody =
              typeof body === 'object' && body !== null && 'provider' in body ? body.provider : undefined;
            const id = text(fromBody ?? ctx.params?.id);
            if (SSO_ID.test(id)) await syncSsoProvider(ctx.context, await findSsoProviderById(db, id), id);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/callback/:id' && SSO_ID.test(text(ctx.params?.id)),
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.newSession;
            if (session) return markUserSso(db, session.user.id);
            const returned: unknown = ctx.context.returned;
            const location = isAPIError(returned) ? new Headers(returned.headers).get('location') : null;
            const error = location ? new URL(location, 'http://x').searchParams.get('error') : null;
            if (!error) return;
            const provider = await findSsoProviderById(db, text(ctx.params?.id));
            await insertAudit(db, {
              tenantId: provider?.tenantId ?? null,
              level: 'WARN',
              category: 'LOGIN',
              message: `Anmeldung über Single Sign-on fehlgeschlagen: ${error}`,
              details: { providerId: ctx.params?.id, error },
            });
          }),
        },
      ],
    },
    init: () => ({
      options: {
        user: {
          validateUserInfo: async ({ user, source }, ctx): Promise<Refusal | undefined> => {
            const providerId = source.method === 'oauth' ? text(source.oauth?.providerId) : '';
            if (!SSO_ID.test(providerId)) return undefined;
            const provider = await findSsoProviderById(db, providerId);
            const email = text(user.email).toLowerCase();
            const domainTenant = await findTenantIdByEmail(db, email);
            if (!provider || domainTenant !== provider.tenantId)
              return refuse('SSO_TENANT_MISMATCH', ctx.headers);
            if (source.action === 'create-user') {
              if (await internalUserManagement(provider.tenantId))
                return refuse('SSO_USER_UNKNOWN', ctx.headers);
              pendingClaims.set(ctx, { tenantId: provider.tenantId, claims: source.oauth?.profile ?? {} });
              return undefined;
            }
            const existing = await findAuthUserByEmail(db, email);
            return existing?.tenantId === provider.tenantId
              ? undefined
              : refuse('SSO_TENANT_MISMATCH', ctx.headers);
          },
        },
        databaseHooks: {
          user: {
            create: {
              before: async (user, ctx) => {
                const pending = ctx ? pendingClaims.get(ctx) : undefined;
                if (!pending) return undefined;
                const firstName = text(pending.claims.given_name);
                const lastName = text(pending.claims.family_name);
                const name = user.name || `${firstName} ${lastName}`.trim() || user.email;
                return {
                  data: {
                    ...user,
                    name,
                    tenantId: pending.tenantId,
                    firstName,
                    lastName,
                    sso: true,
                    emailVerified: true,
                  },
                };
              },
            },
          },
        },
      },
    }),
  };
}
