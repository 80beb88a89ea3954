import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useMe } from '../../lib/session';
import { SidebarLayout } from '../layouts/sidebar-layout';

// The overview is part of the spaces chunk, loaded with the first space page, not with the app.
const SpaceSidebar = lazy(async () => {
  const module = await import('../../features/spaces/components/space-sidebar');
  return { default: module.SpaceSidebar };
});

/**
 * Reading-room / work-place sidebar layout of spec 2 (`/lesesaal/*`, `/arbeitswelt/*`): the base
 * layout plus the booking overview. The overview appears once the session is known.
 */
export function SpaceLayoutRoute() {
  const { data: me } = useMe();
  return (
    <SidebarLayout
      sidebar={
        me ? (
          <Suspense fallback={<Loader size="sm" />}>
            <SpaceSidebar />
          </Suspense>
        ) : undefined
      }
    />
  );
}
