import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/count-badge';
import { useSpaceBookings } from '../api/get-space-bookings';
import type { SpaceMapState } from '../hooks/use-space-map';
import { upcomingBookings } from '../utils/time-window';
import { MapFilters } from './map-filters';
import { SpaceSidebar } from './space-sidebar';

/**
 * Phone only (issue 14 point 4): the plan comes first; the choices above it (plan, day, period,
 * equipment) and the booking overview ("Meine Buchungen") are one tap away in drawers from below.
 */
export function PhoneToolbar({ state }: { state: SpaceMapState }) {
  const { t } = useTranslation(['spaces', 'common']);
  const { t: tm } = useTranslation('spacesMap');
  const [filtersOpened, filters] = useDisclosure(false);
  const [bookingsOpened, bookings] = useDisclosure(false);
  const mine = useSpaceBookings(state.product, 'mine');
  const count = upcomingBookings(mine.data ?? [], new Date()).length;
  // The theme names every Modal's close icon; a Drawer needs it here (axe: button-name).
  const closeButtonProps = { 'aria-label': t('common:dialog.close') };
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          onClick={filters.open}
          aria-haspopup="dialog"
          h={44}
        >
          {tm('phone.filters')}
        </Button>
        <Button
          variant="light"
          rightSection={
            count > 0 ? (
              <CountBadge aria-label={tm('phone.myBookingsCount', { count })} count={count} />
            ) : undefined
          }
          onClick={bookings.open}
          aria-haspopup="dialog"
          h={44}
          style={{ flex: 1 }}
        >
          {t('sidebar.mine')}
        </Button>
      </Group>
      <Drawer
        opened={filtersOpened}
        onClose={filters.close}
        position="bottom"
        size="auto"
        title={tm('phone.filtersTitle')}
        closeButtonProps={closeButtonProps}
      >
        <Stack gap="md" pb="md">
          <MapFilters state={state} stacked />
          <Button onClick={filters.close} h={44}>
            {tm('phone.showPlan')}
          </Button>
        </Stack>
      </Drawer>
      <Drawer
        opened={bookingsOpened}
        onClose={bookings.close}
        position="bottom"
        size="85%"
        title={t('sidebar.title')}
        closeButtonProps={closeButtonProps}
      >
        <SpaceSidebar />
      </Drawer>
    </>
  );
}
