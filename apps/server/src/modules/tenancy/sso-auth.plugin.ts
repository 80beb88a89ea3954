import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getOAuthState, isAPIError } from 'better-auth/api';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/database/database';
import { pickLanguage, translate } from '../../platform/http/messages';
import { markUserSso } from '../identity/identity.module';
import { readTenantSettings } from '../settings/settings.module';
import {
  consumeSsoLinkApproval,
  findSsoProviderById,
  findSsoSubject,
  findTenantDomains,
} from './sso.repository';
import { type BuiltSsoProviders, syncSsoProvider } from './sso-provider-sync';

type Claims = Record<string, unknown>;
type Refusal = { error: string; errorDescription: string };
const SSO_ID = /^sso-[\w-]+$/;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
/** Paths that make the server fetch the provider (discovery, token, keys). */
const SSO_PATHS = new Set(['/sign-in/social', '/link-social', '/callback/:id']);

/**
 * Tenant single sign-on on top of better-auth's generic OAuth providers. Providers are read
 * from sso_providers on each SSO request (so admin changes apply at once, on every instance).
 * Who a tenant's provider may sign in (ADR 0007):
 * - only users of the provider's tenant whose e-mail domain is one of the tenant's domains, both
 *   the asserted e-mail and the stored one;
 * - never a platform administrator;
 * - unknown users are created just in time only when the tenant's internal user management is off;
 * - an existing account is linked implicitly only when it has no password and no TOTP; otherwise
 *   only by the user while signed in (link-social) or after an admin's audited approval.
 */
export function tenantSsoPlugin(
  db: Db,
  opts: { allowPrivateIssuers: boolean; audit: AuditLog },
): BetterAuthPlugin {
  const { audit } = opts;
  // validateUserInfo and the user-create hook run in the same endpoint context: pass the claims.
  const pendingClaims: PendingClaims = new WeakMap();
  const built: BuiltSsoProviders = new Map();
  return {
    id: 'buchbar-tenant-sso',
    hooks: {
      before: [
        {
          matcher: (ctx) => SSO_PATHS.has(ctx.path ?? ''),
          handler: syncProviderBeforeFetch(db, opts, built),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/callback/:id' && SSO_ID.test(text(ctx.params?.id)),
          handler: markOrAuditCallback(db, audit),
        },
      ],
    },
    init: () => ({
      options: {
        user: { validateUserInfo: userInfoValidator(db, audit, pendingClaims) },
        databaseHooks: ssoDatabaseHooks(db, audit, pendingClaims),
      },
    }),
  };
}

/** The claims of a just-in-time user, by the endpoint context validateUserInfo ran in. */
type PendingClaims = WeakMap<object, { tenantId: string; claims: Claims }>;
type ValidateUserInfo = NonNullable<NonNullable<BetterAuthOptions['user']>['validateUserInfo']>;

/** A refusal of validateUserInfo: the code and its text in the request's language. */
const refuse = (code: string, headers: Headers | undefined): Refusal => ({
  error: code,
  errorDescription: translate(code, pickLanguage(headers?.get('accept-language') ?? undefined)),
});

/** Whether the tenant manages its users itself (then SSO creates no unknown users). */
const internalUserManagement = async (db: Db, tenantId: string) =>
  (await readTenantSettings(db, tenantId))['general.internalUserManagement'];

/**
 * Before the server fetches a tenant's provider: refuses posted ID tokens, builds the provider
 * from its row, and refuses (audited) an issuer address that is not allowed.
 */
function syncProviderBeforeFetch(
  db: Db,
  opts: { allowPrivateIssuers: boolean; audit: AuditLog },
  built: BuiltSsoProviders,
) {
  return createAuthMiddleware(async (ctx) => {
    const body: unknown = ctx.body;
    const fromBody =
      typeof body === 'object' && body !== null && 'provider' in body ? body.provider : undefined;
    const id = text(fromBody ?? ctx.params?.id);
    if (!SSO_ID.test(id)) return;
    const lang = pickLanguage(ctx.headers?.get('accept-language') ?? undefined);
    // An ID token posted by the client would skip the callback's checks and audit.
    if (typeof body === 'object' && body !== null && 'idToken' in body && body.idToken) {
      throw new APIError('BAD_REQUEST', {
        code: 'SSO_ID_TOKEN_NOT_ACCEPTED',
        message: translate('SSO_ID_TOKEN_NOT_ACCEPTED', lang),
      });
    }
    const row = await findSsoProviderById(db, id);
    const result = await syncSsoProvider(ctx.context, row, id, {
      allowPrivate: opts.allowPrivateIssuers,
      built,
    });
    if (result.status !== 'refused') return;
    await opts.audit.record(db, {
      tenantId: row?.tenantId ?? null,
      level: 'WARN',
      category: 'TENANT',
      event: 'SSO_ISSUER_REFUSED',
      params: { issuer: row?.issuer ?? '' },
      message: `Single Sign-on: Aussteller-Adresse abgelehnt (${result.reason}): ${row?.issuer ?? ''}`,
      details: { providerId: id, issuer: row?.issuer, reason: result.reason },
    });
    const message = translate('SSO_ISSUER_NOT_ALLOWED', lang);
    if (ctx.path === '/callback/:id') {
      const target = new URL(ctx.context.options.onAPIError?.errorURL ?? `${ctx.context.baseURL}/error`);
      target.searchParams.set('error', 'SSO_ISSUER_NOT_ALLOWED');
      target.searchParams.set('error_description', message);
      throw ctx.redirect(target.toString());
    }
    throw new APIError('UNPROCESSABLE_ENTITY', {
      code: 'SSO_ISSUER_NOT_ALLOWED',
      message,
      details: { reason: result.reason },
    });
  });
}

/** After a provider's callback: marks the signed-in user as an SSO user, or audits the failure. */
function markOrAuditCallback(db: Db, audit: AuditLog) {
  return createAuthMiddleware(async (ctx) => {
    const session = ctx.context.newSession;
    if (session) return markUserSso(db, session.user.id);
    const returned: unknown = ctx.context.returned;
    const location = isAPIError(returned) ? new Headers(returned.headers).get('location') : null;
    const error = location ? new URL(location, 'http://x').searchParams.get('error') : null;
    if (!error) return;
    const provider = await findSsoProviderById(db, text(ctx.params?.id));
    await audit.record(db, {
      tenantId: provider?.tenantId ?? null,
      level: 'WARN',
      category: 'LOGIN',
      event: 'SSO_SIGN_IN_FAILED',
      params: { error },
      message: `Anmeldung über Single Sign-on fehlgeschlagen: ${error}`,
      details: { providerId: ctx.params?.id, error },
    });
  });
}

/** Who a tenant's provider may sign in, create or link (ADR 0007; see tenantSsoPlugin). */
function userInfoValidator(db: Db, audit: AuditLog, pendingClaims: PendingClaims): ValidateUserInfo {
  return async ({ user, source }, ctx): Promise<Refusal | undefined> => {
    const providerId = source.method === 'oauth' ? text(source.oauth?.providerId) : '';
    if (!SSO_ID.test(providerId)) return undefined;
    const provider = await findSsoProviderById(db, providerId);
    if (!provider?.enabled) return refuse('SSO_TENANT_MISMATCH', ctx.headers);
    const domains = await findTenantDomains(db, provider.tenantId);
    const email = text(user.email).toLowerCase();
    if (!email.includes('@') || !domains.includes(domainOf(email)))
      return refuse('SSO_TENANT_MISMATCH', ctx.headers);
    if (source.action === 'create-user') {
      if (await internalUserManagement(db, provider.tenantId)) return refuse('SSO_USER_UNKNOWN', ctx.headers);
      pendingClaims.set(ctx, { tenantId: provider.tenantId, claims: source.oauth?.profile ?? {} });
      return undefined;
    }
    // Signing in through an existing link, or linking: judge the stored user, not the claims.
    const subject = await findSsoSubject(db, text(user.id));
    if (
      !subject ||
      subject.tenantId !== provider.tenantId ||
      !domains.includes(domainOf(subject.email.toLowerCase()))
    )
      return refuse('SSO_TENANT_MISMATCH', ctx.headers);
    if (subject.platformAdmin) return refuse('SSO_ACCOUNT_NOT_ALLOWED', ctx.headers);
    if (source.action !== 'link-account') return undefined;
    // A link the user started while signed in (link-social) carries their id in the state.
    const state = await getOAuthState();
    const byUser = state?.link?.userId === subject.id;
    if (byUser || !subject.hasOwnCredentials) return undefined;
    if (await consumeSsoLinkApproval(db, subject.id, new Date())) return undefined;
    await audit.record(db, {
      tenantId: provider.tenantId,
      level: 'WARN',
      category: 'LOGIN',
      event: 'SSO_LINK_REFUSED',
      params: { email: subject.email },
      message: `Single Sign-on: Verknüpfung mit bestehendem Konto abgelehnt: ${subject.email}`,
      details: { providerId, reason: 'SSO_LINK_REQUIRED' },
    });
    return refuse('SSO_LINK_REQUIRED', ctx.headers);
  };
}

/** A just-in-time user gets its tenant and names from the claims; every new SSO link is audited. */
function ssoDatabaseHooks(
  db: Db,
  audit: AuditLog,
  pendingClaims: PendingClaims,
): BetterAuthOptions['databaseHooks'] {
  return {
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
    account: {
      create: {
        // Every new link of a user to a tenant's provider is audited (just-in-time, implicit,
        // by the user while signed in, or after an admin's approval).
        after: async (account) => {
          if (!SSO_ID.test(account.providerId)) return;
          const provider = await findSsoProviderById(db, account.providerId);
          const subject = await findSsoSubject(db, account.userId);
          await audit.record(db, {
            tenantId: provider?.tenantId ?? null,
            level: 'INFO',
            category: 'USER',
            event: 'SSO_LINKED',
            params: { email: subject?.email ?? account.userId },
            message: `Single Sign-on verknüpft: ${subject?.email ?? account.userId}`,
            actorUserId: account.userId,
            details: { providerId: account.providerId, issuer: provider?.issuer },
          });
        },
      },
    },
  };
}
