import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { FleetSidebar } from '../../features/fleet/overview/fleet-sidebar';
import { useMe } from '../../lib/session';
import { SidebarLayout } from '../layouts/sidebar-layout';

// The overview is part of the first screen (the vehicle list is the default start page), so it is
// in the entry chunk (issue 14); the Suspense covers its translations.

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
