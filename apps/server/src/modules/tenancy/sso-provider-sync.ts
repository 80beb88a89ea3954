import type { AuthContext } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { SsoProviderRow } from './sso.repository';

type Provider = AuthContext['socialProviders'][number];
type Built = { fingerprint: string; provider: Provider };

/** Built providers per id; rebuilt (with OIDC discovery) only when the stored row changes. */
const built = new Map<string, Built>();

const fingerprintOf = (row: SsoProviderRow) => JSON.stringify([row.issuer, row.clientId, row.clientSecret]);

/**
 * Makes better-auth's provider list match the stored row for this id: the list lives on the
 * auth context and each request sees it by reference, so replacing the entry in place takes
 * effect for this and later requests without rebuilding the auth instance. A disabled or
 * deleted provider is removed, so sign-in and callbacks for it fail with PROVIDER_NOT_FOUND.
 */
export async function syncSsoProvider(
  ctx: AuthContext,
  row: SsoProviderRow | undefined,
  id: string,
): Promise<void> {
  const list = ctx.socialProviders;
  const index = list.findIndex((p) => p.id === id);
  if (!row?.enabled) {
    if (index >= 0) list.splice(index, 1);
    built.delete(id);
    return;
  }
  const fingerprint = fingerprintOf(row);
  let entry = built.get(id);
  if (!entry || entry.fingerprint !== fingerprint || index < 0) {
    const provider = await buildProvider(ctx, row);
    if (!provider) {
      if (index >= 0) list.splice(index, 1);
      built.delete(id);
      return;
    }
    entry = { fingerprint, provider };
    built.set(id, entry);
  }
  if (index >= 0) list.splice(index, 1, entry.provider);
  else list.unshift(entry.provider);
  // Linking an existing user to the tenant's provider is allowed: validateUserInfo has already
  // checked that the e-mail's domain belongs to that provider's tenant.
  if (!ctx.trustedProviders.includes(id)) ctx.trustedProviders.push(id);
}

/** Uses the generic OAuth plugin's own builder (discovery, ID token verification, PKCE). */
async function buildProvider(ctx: AuthContext, row: SsoProviderRow): Promise<Provider | undefined> {
  const plugin = genericOAuth({
    config: [
      {
        providerId: row.providerId,
        discoveryUrl: `${row.issuer}/.well-known/openid-configuration`,
        clientId: row.clientId,
        clientSecret: row.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        requireIdTokenVerification: true,
      },
    ],
  });
  const result = await plugin.init({ ...ctx, socialProviders: [] });
  return result.context.socialProviders.find((p) => p.id === row.providerId);
}
