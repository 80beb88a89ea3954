import { type ResetTarget, resolveResetTarget } from '@buchbar/domain/start-page';
import { hasPermission, type Me } from './session';

/** The error page's reset (spec 2): the reading room, work places or vehicles, else the start page. */
export function resetTargetFor(pathname: string, me: Me | undefined): ResetTarget {
  if (!me) return { path: '/', area: 'start' };
  const offered = me.settings?.['spaces.products'];
  return resolveResetTarget({
    currentPath: pathname,
    startPage: me.settings?.['general.startPage'],
    canBookVehicles: hasPermission(me, 'fahrzeug_buchen'),
    offeredProducts: Array.isArray(offered) ? offered : [],
  });
}
