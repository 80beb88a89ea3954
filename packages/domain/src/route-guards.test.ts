import { describe, expect, it } from 'vitest';
import type { PermissionName } from './permissions';
import { canAccessRoute } from './route-guards';

const verdict = (path: string, perms: PermissionName[] | null) => {
  const access = canAccessRoute(path, perms);
  return access.ok ? 'ok' : `${access.code} ${access.details.guard}`;
};

describe('canAccessRoute (spec 5 route guards, spec 8 guard messages)', () => {
  it.each<[string, PermissionName[] | null, string]>([
    ['/lesesaal/karte', [], 'ok'],
    ['/fahrzeuge', null, 'ok'],
    ['/lesesaal/karte?seat=badminton', [], 'ok'],
    ['/admin', null, 'ROUTE_NO_USER Ein Benutzer muss existieren'],
    ['/admin', ['fahrzeug_buchen', 'buchung_pflege'], 'ROUTE_NO_ADMIN no admin'],
    ['/admin', ['fahrzeug_pflege'], 'ok'],
    ['/admin/raeume', ['objekt_pflege'], 'ROUTE_NO_EQUIPMENT no ausstattung'],
    ['/admin/raeume', ['ausstattungs_pflege'], 'ok'],
    ['/admin/rollen', ['benutzer_pflegen'], 'ROUTE_NO_ROLE_GROUP no rolle/gruppe'],
    ['/admin/gruppen/', ['berechtigungs_pflege'], 'ok'],
    ['/admin/benutzer', ['berechtigungs_pflege'], 'ROUTE_NO_USER_PERMISSION no benutzer'],
    ['/admin/benutzer/42', ['benutzer_pflegen'], 'ok'],
    ['/admin/lokationen', ['ausstattungs_pflege'], 'ROUTE_NO_OBJECT_CARE no objektPflege'],
    ['/admin/lokationen#top', ['objekt_pflege'], 'ok'],
    ['/admin/einstellungen', ['ausstattungs_pflege'], 'ROUTE_NO_EQUIPMENT no ausstattung'],
    ['/admin/einstellungen', ['objekt_pflege'], 'ROUTE_NO_EQUIPMENT no ausstattung'],
    ['/admin/einstellungen', ['ausstattungs_pflege', 'objekt_pflege'], 'ok'],
    ['/admin/einstellungen', ['customizing_mandant_pflege'], 'ok'],
    ['/admin/einstellungen', ['oeffnungszeiten_pflege'], 'ok'],
    ['/admin/fahrzeuge', ['benutzer_pflegen'], 'ok'],
    ['/ADMIN/Benutzer', ['fahrzeug_pflege'], 'ROUTE_NO_USER_PERMISSION no benutzer'],
  ])('%s with %j -> %s', (path, perms, expected) => {
    expect(verdict(path, perms)).toBe(expected);
  });
});
