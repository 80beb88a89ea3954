import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useMe } from '../../lib/session';
import { SidebarLayout } from '../layouts/sidebar-layout';

// The overview is part of the fleet chunk, loaded with the first vehicle page, not with the app.
const FleetSidebar = lazy(async () => {
  const module = await import('../../features/fleet/overview/fleet-sidebar');
  return { default: module.FleetSidebar };
});

/**
 * Vehicles sidebar layout (issue 10, `/fahrzeuge/*`): the base layout plus the trip overview
 * (my trips, trips for others, approvals). On a phone the overview sits in the menu drawer.
 */
export function FleetLayoutRoute() {
  const { data: me } = useMe();
  return (
    <SidebarLayout
      sidebar={
        me ? (
          <Suspense fallback={<Loader size="sm" />}>
            <FleetSidebar />
          </Suspense>
        ) : undefined
      }
    />
  );
}
