import { describe, expect, it } from 'vitest';
import { checkAdminRoute } from './admin-pages';
import type { Me } from './session';

function me(permissions: string[], platformAdmin = false): Me {
  return {
    user: { id: 'u1', email: 'a@demo.example', firstName: 'A', lastName: 'B', platformAdmin, language: null },
    tenant: { id: 't1', name: 'Demo GmbH' },
    permissions,
  };
}

describe('checkAdminRoute', () => {
  it.each([
    { path: '/admin', session: me(['fahrzeug_buchen']), guard: 'no admin' },
    { path: '/admin/benutzer', session: me(['fahrzeug_buchen']), guard: 'no admin' },
    { path: '/admin/benutzer', session: me(['fahrzeug_pflege']), guard: 'no benutzer' },
    { path: '/admin/rollen', session: me(['benutzer_pflegen']), guard: 'no rolle/gruppe' },
    { path: '/admin/gruppen?x=1', session: me(['benutzer_pflegen']), guard: 'no rolle/gruppe' },
    { path: '/admin/einstellungen', session: me(['fahrzeug_pflege']), guard: 'no ausstattung' },
    { path: '/admin/mandanten', session: me(['benutzer_pflegen']), guard: 'platform' },
    { path: '/admin/postfach', session: me(['benutzer_pflegen']), guard: 'platform' },
    { path: '/admin/protokoll', session: me([], true), guard: 'no admin' },
    { path: '/admin/benutzer', session: undefined, guard: 'Ein Benutzer muss existieren' },
    { path: '/admin/objektattribute', session: me(['benutzer_pflegen']), guard: 'fleet' },
    { path: '/admin/objektattribute/', session: me([], true), guard: 'no admin' },
    { path: '/admin/objektattribute', session: me(['fahrzeug_buchen']), guard: 'no admin' },
    // The group settings need the permission their API needs, not only the settings guard.
    { path: '/admin/gruppeneinstellungen', session: me(['benutzer_pflegen']), guard: 'tenantSettings' },
    {
      path: '/admin/gruppeneinstellungen?gruppe=x',
      session: me(['oeffnungszeiten_pflege']),
      guard: 'tenantSettings',
    },
    { path: '/admin/gruppeneinstellungen', session: me(['fahrzeug_buchen']), guard: 'no admin' },
  ])('$path is refused with "$guard"', ({ path, session, guard }) => {
    const verdict = checkAdminRoute(path, session);
    expect(verdict).toMatchObject({ ok: false, guard });
  });

  it.each([
    { path: '/admin', session: me([], true) },
    { path: '/admin/', session: me([], true) },
    { path: '/admin/mandanten', session: me([], true) },
    { path: '/admin/postfach', session: me([], true) },
    { path: '/admin/benutzer', session: me(['benutzer_pflegen']) },
    { path: '/admin/protokoll', session: me(['fahrzeug_pflege']) },
    { path: '/admin/einstellungen', session: me(['customizing_mandant_pflege']) },
    { path: '/', session: me([]) },
    { path: '/admin/objektattribute', session: me(['fahrzeug_pflege']) },
    { path: '/admin/gruppeneinstellungen', session: me(['customizing_mandant_pflege']) },
  ])('$path is open', ({ path, session }) => {
    expect(checkAdminRoute(path, session)).toEqual({ ok: true });
  });
});
