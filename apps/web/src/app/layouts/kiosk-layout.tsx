import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';

/** Full screen without header, menu or footer: wall displays and the loading screen. */
export function KioskLayout() {
  return (
    <Box component="main" id="main-content" mih="100vh">
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
