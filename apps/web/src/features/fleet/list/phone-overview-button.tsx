import { Badge, Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useVehicleBookings } from '../api/vehicle-bookings';
import { upcomingVehicleBookings } from '../overview/booking-display';
import { FleetSidebar } from '../overview/fleet-sidebar';

/**
 * Phone only: the sidebar overview lives in the menu drawer there, so the list offers it as a
 * button right under the heading (phone-first: the own trips one tap away).
 */
export function PhoneOverviewButton() {
  const { t, i18n } = useTranslation('fleet');
  const { t: tc } = useTranslation('common');
  const [opened, { open, close }] = useDisclosure(false);
  const mine = useVehicleBookings('mine', i18n.resolvedLanguage ?? 'de');
  const count = upcomingVehicleBookings(mine.data ?? [], Date.now()).length;
  return (
    <>
      <Button
        hiddenFrom="sm"
        variant="light"
        fullWidth
        justify="space-between"
        leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
        rightSection={count > 0 ? <Badge circle>{count}</Badge> : undefined}
        onClick={open}
        aria-haspopup="dialog"
      >
        {t('sidebar.label')}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="85%"
        title={t('sidebar.label')}
        // The theme names every Modal's close icon; a Drawer needs it here (axe: button-name).
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      >
        <FleetSidebar />
      </Drawer>
    </>
  );
}
