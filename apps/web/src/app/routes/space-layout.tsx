import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useMe } from '../../lib/session';
import { usePhoneLayout } from '../../lib/use-phone-layout';
import { SidebarLayout } from '../layouts/sidebar-layout';

// The overview is part of the spaces chunk, loaded with the first space page, not with the app.
const SpaceSidebar = lazy(async () => {
  const module = await import('../../features/spaces/components/space-sidebar');
  return { default: module.SpaceSidebar };
});

/**
 * Reading-room / work-place sidebar layout of spec 2 (`/lesesaal/*`, `/arbeitswelt/*`): the base
 * layout plus the booking overview. The overview appears once the session is known. On a phone the
 * page itself offers it in a drawer ("Meine Buchungen", one tap), so the burger menu holds only
 * the menu and the overview is not in the page twice.
 */
export function SpaceLayoutRoute() {
  const { data: me } = useMe();
  const phone = usePhoneLayout();
  return (
    <SidebarLayout
      sidebar={
        me && !phone ? (
          <Suspense fallback={<Loader size="sm" />}>
            <SpaceSidebar />
          </Suspense>
        ) : undefined
      }
    />
  );
}
