import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Path and query parameters of the route whose values are secrets (guest links, calendar
     * feeds, kiosk and locker tokens, …). The request log shows them as "[redacted]", also for
     * refusals (400/404) and error lines; `secret-params.int.test.ts` proves every route with a
     * parameter named like a secret declares it.
     */
    secretParams?: readonly string[];
  }
}

export const REDACTED = '[redacted]';

/**
 * Query parameters redacted on every route whatever it declares: the safety net for routes that
 * take any query (better-auth's /api/auth/*, the web app's pages) and for unknown addresses.
 */
const SECRET_QUERY_NAME = /^(token|[\w-]*[_-]token|code|otp|password|secret)$/i;

/** A route with secret path parameters: its pattern's segments and which of them are secret. */
type PathRule = { segments: readonly string[]; secret: ReadonlySet<number> };

/** What every route of the process declared (routes are the same on every app of a process). */
const pathRules = new Map<string, PathRule>();
const declaredNames = new Set<string>();

export type RouteSecrets = {
  method: string;
  url: string;
  /** Path parameter names (`*` for a wildcard). */
  pathParams: string[];
  /** Keys of the route's querystring schema (a zod object or a JSON schema object). */
  queryKeys: string[];
  secretParams: readonly string[];
};
const inventories = new WeakMap<FastifyInstance, RouteSecrets[]>();

/**
 * Learns every route's declared secret parameters as it is registered (call before any route):
 * the request serializer redacts them, and unknown addresses that look like a secret route
 * (another method, a longer path, a broken escape) are redacted by the same declarations.
 */
export function registerSecretRedaction(app: FastifyInstance): void {
  const inventory: RouteSecrets[] = [];
  inventories.set(app, inventory);
  app.addHook('onRoute', (route: RouteOptions) => {
    const secretParams = route.config?.secretParams ?? [];
    const url = route.url ?? '';
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      inventory.push({
        method,
        url,
        pathParams: pathParamsOf(url),
        queryKeys: queryKeysOf(route.schema?.querystring),
        secretParams,
      });
    }
    learnSecrets(url, secretParams);
  });
}

/** Every route registered since registerSecretRedaction(app), with its parameters and declarations. */
export function listRouteSecrets(app: FastifyInstance): RouteSecrets[] {
  return [...(inventories.get(app) ?? [])];
}

/** Records a route pattern's secret parameters (exported for unit tests). */
export function learnSecrets(url: string, secretParams: readonly string[]): void {
  if (secretParams.length === 0) return;
  const names = new Set(secretParams);
  for (const name of names) declaredNames.add(name);
  const segments = url.split('/');
  const secret = new Set<number>();
  segments.forEach((segment, i) => {
    if (paramsOfSegment(segment).some((p) => names.has(p))) secret.add(i);
  });
  if (secret.size > 0) pathRules.set(url, { segments, secret });
}

export function pathParamsOf(url: string): string[] {
  return url.split('/').flatMap(paramsOfSegment);
}

function paramsOfSegment(segment: string): string[] {
  if (segment === '*') return ['*'];
  return [...segment.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}

function queryKeysOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const zodShape = (schema as { shape?: unknown }).shape;
  if (typeof zodShape === 'object' && zodShape !== null) return Object.keys(zodShape);
  const properties = (schema as { properties?: unknown }).properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

/**
 * The URL as it may be logged. Path segments of a declared secret parameter are redacted for
 * every address whose leading segments fit a secret route's pattern (so another method, a longer
 * path, a 404 or a broken escape on that route is covered too); query values are redacted for
 * every name a route declared secret and for the safety-net names. Over-redacting a harmless
 * value elsewhere costs nothing; a forgotten token would.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = redactPath(q === -1 ? url : url.slice(0, q));
  if (q === -1) return path;
  const isSecret = (name: string) => SECRET_QUERY_NAME.test(name) || declaredNames.has(name);
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      return isSecret(safeDecode(rawName)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function redactPath(path: string): string {
  if (pathRules.size === 0) return path;
  const parts = path.split('/');
  let changed = false;
  for (const rule of pathRules.values()) {
    if (!fits(parts, rule.segments)) continue;
    for (const i of rule.secret) {
      if (i < parts.length && parts[i] !== '' && parts[i] !== REDACTED) {
        parts[i] = REDACTED;
        changed = true;
      }
    }
  }
  return changed ? parts.join('/') : path;
}

/**
 * The address's segments agree with the pattern's fixed segments as far as both go (decoded and
 * in any case: the router decodes escapes, and a differently cased address must not leak either).
 */
function fits(parts: readonly string[], segments: readonly string[]): boolean {
  const n = Math.min(parts.length, segments.length);
  for (let i = 0; i < n; i++) {
    const segment = segments[i] ?? '';
    if (segment === '*') return true;
    if (segment.includes(':')) continue;
    if (segment.toLowerCase() !== safeDecode(parts[i] ?? '').toLowerCase()) return false;
  }
  return true;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** URL paths inside free text (error messages and stacks quote the address they refused). */
const PATH_IN_TEXT = /\/[^\s'"`<>]*/g;

/** Redacts every address quoted in a text (an error's message or stack). */
export function redactText(text: string): string {
  return text.replace(PATH_IN_TEXT, (path) => redactUrl(path));
}
