import type { ErrorCode } from './error-codes';
import { isAdmin, type PermissionName } from './permissions';

/** The guard messages of spec 8, kept verbatim for logs and the client's error page. */
export type GuardMessage =
  | 'Ein Benutzer muss existieren'
  | 'no admin'
  | 'no ausstattung'
  | 'no rolle/gruppe'
  | 'no benutzer'
  | 'no objektPflege';

export type RouteAccess =
  | { ok: true }
  | { ok: false; code: ErrorCode; details: { path: string; guard: GuardMessage } };

type Rule = {
  segment: string;
  allows: (has: (p: PermissionName) => boolean) => boolean;
  code: ErrorCode;
  guard: GuardMessage;
};

/**
 * Spec 5 route guards, checked after "needs an admin permission". Settings: spec says "both
 * equipment and object-care permissions, or one of two other permissions"; the two others are
 * taken to be tenant settings and opening hours (what the settings page edits), and a refusal
 * reports 'no ausstattung'. /admin/fahrzeuge and /admin/mandanten have no extra guard in the
 * spec: any admin passes here, the API still checks fahrzeug_pflege / platform admin itself.
 */
const RULES: readonly Rule[] = [
  {
    segment: 'einstellungen',
    allows: (has) =>
      (has('ausstattungs_pflege') && has('objekt_pflege')) ||
      has('customizing_mandant_pflege') ||
      has('oeffnungszeiten_pflege'),
    code: 'ROUTE_NO_EQUIPMENT',
    guard: 'no ausstattung',
  },
  {
    segment: 'raeume',
    allows: (has) => has('ausstattungs_pflege'),
    code: 'ROUTE_NO_EQUIPMENT',
    guard: 'no ausstattung',
  },
  {
    segment: 'rollen',
    allows: (has) => has('berechtigungs_pflege'),
    code: 'ROUTE_NO_ROLE_GROUP',
    guard: 'no rolle/gruppe',
  },
  {
    segment: 'gruppen',
    allows: (has) => has('berechtigungs_pflege'),
    code: 'ROUTE_NO_ROLE_GROUP',
    guard: 'no rolle/gruppe',
  },
  {
    segment: 'benutzer',
    allows: (has) => has('benutzer_pflegen'),
    code: 'ROUTE_NO_USER_PERMISSION',
    guard: 'no benutzer',
  },
  {
    segment: 'lokationen',
    allows: (has) => has('objekt_pflege'),
    code: 'ROUTE_NO_OBJECT_CARE',
    guard: 'no objektPflege',
  },
];

/** Path segments, lower-cased, without query, hash and empty parts. */
function segmentsOf(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.toLowerCase());
}

/**
 * Whether a signed-in user (perms = resolveEffectivePermissions) may open a web route; `null`
 * perms = nobody signed in. "Any path containing admin" is read per segment ('/admin/...'), so
 * a seat called 'badminton' does not make a path an admin path. Non-admin paths are open to
 * every signed-in user here (login redirects are the router's business).
 */
export function canAccessRoute(path: string, perms: readonly PermissionName[] | null): RouteAccess {
  const segments = segmentsOf(path);
  if (!segments.includes('admin')) return { ok: true };
  const deny = (code: ErrorCode, guard: GuardMessage): RouteAccess => ({
    ok: false,
    code,
    details: { path, guard },
  });
  if (perms === null) return deny('ROUTE_NO_USER', 'Ein Benutzer muss existieren');
  if (!isAdmin(perms)) return deny('ROUTE_NO_ADMIN', 'no admin');
  const has = (p: PermissionName) => perms.includes(p);
  const page = segments[segments.indexOf('admin') + 1];
  const rule = RULES.find((r) => r.segment === page);
  if (rule && !rule.allows(has)) return deny(rule.code, rule.guard);
  return { ok: true };
}
