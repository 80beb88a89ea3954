/** Cookie that remembers where an unauthenticated user wanted to go (spec section 2). */
export const REDIRECT_COOKIE = 'buchbar_redirect';
const MAX_AGE_SECONDS = 600;

/** Login, logout, loading-screen and auth-callback paths are never remembered as targets. */
const EXEMPT_PREFIXES = ['/login', '/logout', '/auth/', '/ladebildschirm'];

/**
 * A path is a safe target when it stays on this origin (one leading slash, no `//` or `/\`
 * that browsers read as another host) and is not itself part of the sign-in flow.
 */
export function isRememberablePath(path: string | undefined | null): path is string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? path;
  return !EXEMPT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

export function buildRedirectCookie(path: string): string {
  return `${REDIRECT_COOKIE}=${encodeURIComponent(path)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function buildClearRedirectCookie(): string {
  return `${REDIRECT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Reads the remembered path from a `document.cookie` string; unsafe values count as absent. */
export function parseRedirectCookie(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== REDIRECT_COOKIE) continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return isRememberablePath(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
