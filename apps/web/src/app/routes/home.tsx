import { resolveStartPath } from '@buchbar/domain/start-page';
import { lazy } from 'react';
import { Navigate } from 'react-router';
import { hasPermission, useMe } from '../../lib/session';

// Most users go on to their start page; the welcome page (and its texts) loads only for the others.
const Welcome = lazy(() => import('./home-welcome').then((module) => ({ default: module.HomeWelcome })));

/** "/" (spec 2): the configured start page (general.startPage), else the welcome page. */
export function HomeRoute() {
  const { data: me } = useMe();
  const target = me
    ? resolveStartPath({
        startPage: me.settings?.['general.startPage'],
        canBookVehicles: hasPermission(me, 'fahrzeug_buchen'),
        offeredProducts: asArray(me.settings?.['spaces.products']),
      })
    : null;
  if (target) return <Navigate to={target} replace />;
  return <Welcome />;
}

function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}
