import { lookup } from 'node:dns/promises';
import { checkIssuerUrl, type IssuerRefusal, isPublicAddress } from '@buchbar/domain/issuer-address';

export type Resolve = (host: string) => Promise<string[]>;

/** Every address a host name resolves to (IPv4 and IPv6), as the operating system sees it. */
export const resolveAll: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export type SsoUrlRefusal = IssuerRefusal | 'unresolvable';
export type SsoUrlCheck = { ok: true; url: string } | { ok: false; reason: SsoUrlRefusal };

/**
 * Checks a URL the server is about to fetch for single sign-on (the issuer's discovery document,
 * its token, userinfo and key endpoints): the domain rule on the URL, then every address its host
 * resolves to must be public. `endpoint` URLs may carry a query (some IdPs put the policy in it).
 * `allowPrivate` is the development allowance SSO_ALLOW_PRIVATE_ISSUERS.
 */
export async function checkSsoUrl(
  raw: string,
  opts: { allowPrivate: boolean; endpoint?: boolean; resolve?: Resolve },
): Promise<SsoUrlCheck> {
  let target = raw;
  if (opts.endpoint) {
    try {
      const url = new URL(raw);
      url.search = '';
      target = url.href;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
  }
  const verdict = checkIssuerUrl(target, opts.allowPrivate);
  if (!verdict.allowed) return { ok: false, reason: verdict.reason };
  if (verdict.hostToResolve) {
    let addresses: string[];
    try {
      addresses = await (opts.resolve ?? resolveAll)(verdict.hostToResolve);
    } catch {
      return { ok: false, reason: 'unresolvable' };
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolvable' };
    if (!addresses.every(isPublicAddress)) return { ok: false, reason: 'not_public' };
  }
  return { ok: true, url: opts.endpoint ? raw : verdict.issuer };
}
