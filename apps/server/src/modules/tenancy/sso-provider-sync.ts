import type { AuthContext } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { createRemoteJWKSet, decodeJwt } from 'jose';
import type { SsoProviderRow } from './sso.repository';
import { checkSsoUrl, type SsoUrlRefusal } from './sso-issuer-guard';

type Provider = AuthContext['socialProviders'][number];
/** `fetched`: the URLs this server fetches for the provider (token, keys, userinfo). */
type Built = { fingerprint: string; provider: Provider; fetched: string[] };

export type SyncResult =
  | { status: 'ready' }
  | { status: 'absent' }
  | { status: 'unavailable' }
  | { status: 'refused'; reason: SsoUrlRefusal };

/**
 * Built providers per id; rebuilt (with OIDC discovery) only when the stored row changes. One per
 * auth instance (its plugin owns it), since a built provider belongs to that instance's context.
 */
export type BuiltSsoProviders = Map<string, Built>;

const fingerprintOf = (row: SsoProviderRow) => JSON.stringify([row.issuer, row.clientId, row.clientSecret]);
const DISCOVERY_TIMEOUT_MS = 10_000;
const DISCOVERY_MAX_BYTES = 256 * 1024;

/**
 * Makes better-auth's provider list match the stored row for this id: the list lives on the
 * auth context and each request sees it by reference, so replacing the entry in place takes
 * effect for this and later requests without rebuilding the auth instance. A disabled or
 * deleted provider is removed, so sign-in and callbacks for it fail with PROVIDER_NOT_FOUND.
 *
 * Before anything is fetched, on every call: the issuer and every endpoint the server fetches
 * must be https on public addresses (host names resolved now, each address checked), unless the
 * development allowance is on. A refused provider is removed as well.
 */
export async function syncSsoProvider(
  ctx: AuthContext,
  row: SsoProviderRow | undefined,
  id: string,
  opts: { allowPrivate: boolean; built: BuiltSsoProviders },
): Promise<SyncResult> {
  const { built } = opts;
  const list = ctx.socialProviders;
  const remove = () => {
    const index = list.findIndex((p) => p.id === id);
    if (index >= 0) list.splice(index, 1);
    built.delete(id);
  };
  if (!row?.enabled) {
    remove();
    return { status: 'absent' };
  }
  const issuer = await checkSsoUrl(row.issuer, { allowPrivate: opts.allowPrivate });
  if (!issuer.ok) {
    remove();
    return { status: 'refused', reason: issuer.reason };
  }
  const fingerprint = fingerprintOf(row);
  let entry = built.get(id);
  if (entry && entry.fingerprint === fingerprint) {
    for (const url of entry.fetched) {
      const endpoint = await checkSsoUrl(url, { allowPrivate: opts.allowPrivate, endpoint: true });
      if (!endpoint.ok) {
        remove();
        return { status: 'refused', reason: endpoint.reason };
      }
    }
  } else {
    const result = await buildProvider(ctx, row, opts.allowPrivate);
    if (result.status !== 'ready') {
      remove();
      return result;
    }
    entry = { fingerprint, provider: result.provider, fetched: result.fetched };
    built.set(id, entry);
  }
  const index = list.findIndex((p) => p.id === id);
  if (index >= 0) list.splice(index, 1, entry.provider);
  else list.unshift(entry.provider);
  // The provider is trusted for the e-mail it asserts (the tenant's IdP is the authority for
  // the tenant's domains); who may be signed in, created or linked is decided by
  // validateUserInfo in sso-auth.plugin.ts, never by this flag.
  if (!ctx.trustedProviders.includes(id)) ctx.trustedProviders.push(id);
  return { status: 'ready' };
}

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  id_token_signing_alg_values_supported?: string[];
};

/** Fetches the (already checked) discovery URL without following redirects, bounded in time and size. */
async function fetchDiscovery(url: string): Promise<Discovery | undefined> {
  try {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (res.status !== 200) return undefined;
    const body = await res.arrayBuffer();
    if (body.byteLength > DISCOVERY_MAX_BYTES) return undefined;
    const doc: unknown = JSON.parse(Buffer.from(body).toString('utf8'));
    if (typeof doc !== 'object' || doc === null) return undefined;
    const d = doc as Record<string, unknown>;
    const str = (k: string) => typeof d[k] === 'string' && (d[k] as string).length > 0;
    if (!str('issuer') || !str('authorization_endpoint') || !str('token_endpoint') || !str('jwks_uri'))
      return undefined;
    if (d.userinfo_endpoint !== undefined && !str('userinfo_endpoint')) return undefined;
    const algs = d.id_token_signing_alg_values_supported;
    return {
      issuer: d.issuer as string,
      authorization_endpoint: d.authorization_endpoint as string,
      token_endpoint: d.token_endpoint as string,
      jwks_uri: d.jwks_uri as string,
      userinfo_endpoint: d.userinfo_endpoint as string | undefined,
      id_token_signing_alg_values_supported:
        Array.isArray(algs) && algs.every((a) => typeof a === 'string' && a !== 'none') ? algs : undefined,
    };
  } catch {
    return undefined;
  }
}

const browserUrl = (raw: string, allowPrivate: boolean) => {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
  } catch {
    return false;
  }
};

/**
 * Discovery is done here, not by the generic OAuth plugin, so that every URL the server will
 * fetch is checked first and the plugin never fetches a document we have not seen: the plugin
 * gets explicit endpoints, and the ID token check (keys, issuer, audience, nonce) is set from
 * the checked document. Sign-in needs a verified ID token.
 */
async function buildProvider(
  ctx: AuthContext,
  row: SsoProviderRow,
  allowPrivate: boolean,
): Promise<
  { status: 'ready'; provider: Provider; fetched: string[] } | Exclude<SyncResult, { status: 'ready' }>
> {
  const doc = await fetchDiscovery(`${row.issuer}/.well-known/openid-configuration`);
  if (!doc || doc.issuer.replace(/\/$/, '') !== row.issuer) return { status: 'unavailable' };
  const fetched = [
    doc.token_endpoint,
    doc.jwks_uri,
    ...(doc.userinfo_endpoint ? [doc.userinfo_endpoint] : []),
  ];
  for (const url of fetched) {
    const check = await checkSsoUrl(url, { allowPrivate, endpoint: true });
    if (!check.ok) return { status: 'refused', reason: check.reason };
  }
  if (!browserUrl(doc.authorization_endpoint, allowPrivate))
    return { status: 'refused', reason: 'not_https' };
  const plugin = genericOAuth({
    config: [
      {
        providerId: row.providerId,
        authorizationUrl: doc.authorization_endpoint,
        tokenUrl: doc.token_endpoint,
        userInfoUrl: doc.userinfo_endpoint,
        clientId: row.clientId,
        clientSecret: row.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        // The account is the ID token's subject (verified below), never a field of the profile.
        accountSubject: ({ tokens }) => (tokens.idToken ? String(decodeJwt(tokens.idToken).sub ?? '') : ''),
        // Called after the ID token was verified; userinfo only when it lacks the e-mail.
        getUserInfo: (tokens) => readUserInfo(tokens, doc.userinfo_endpoint),
      },
    ],
  });
  const result = await plugin.init({ ...ctx, socialProviders: [] });
  const provider = result.context.socialProviders.find((p) => p.id === row.providerId);
  if (!provider) return { status: 'unavailable' };
  provider.issuer = doc.issuer;
  provider.requiresIdTokenNonce = true;
  provider.idToken = {
    jwks: createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: DISCOVERY_TIMEOUT_MS }),
    issuer: doc.issuer,
    audience: row.clientId,
    algorithms: doc.id_token_signing_alg_values_supported,
  };
  // Without an ID token the plugin would accept unverified userinfo: refuse instead.
  const getUserInfo = provider.getUserInfo.bind(provider);
  provider.getUserInfo = async (tokens) => (tokens.idToken ? getUserInfo(tokens) : null);
  return { status: 'ready', provider, fetched };
}

/** The verified ID token's claims, or the userinfo answer (fetched without following redirects). */
async function readUserInfo(
  tokens: { idToken?: string; accessToken?: string },
  userInfoUrl: string | undefined,
): Promise<(Record<string, unknown> & { id: string; emailVerified: boolean }) | null> {
  if (!tokens.idToken) return null;
  const claims = decodeJwt(tokens.idToken);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) return null;
  let profile: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string' && userInfoUrl && tokens.accessToken) {
    try {
      const res = await fetch(userInfoUrl, {
        redirect: 'manual',
        headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      });
      if (res.status !== 200) return null;
      const body: unknown = await res.json();
      if (typeof body !== 'object' || body === null) return null;
      profile = body as Record<string, unknown>;
      if (profile.sub !== sub) return null;
    } catch {
      return null;
    }
  }
  const verified = profile.email_verified;
  return { ...profile, id: sub, sub, emailVerified: verified === true || verified === 'true' };
}
