import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/count-badge';
import { lazyDialog } from '@/components/lazy-dialog';
import { useVehicleBookings } from '../api/vehicle-bookings';
import { upcomingVehicleBookings } from '../overview/booking-display';
import type { PhoneOverviewDrawerProps } from './phone-overview-drawer';

/** The drawer's code loads on the first tap (issue 14: not part of the first screen). */
const PhoneOverviewDrawer = lazyDialog<PhoneOverviewDrawerProps>(
  () => import('./phone-overview-drawer').then((module) => module.PhoneOverviewDrawer),
  (props) => props.opened,
);

/**
 * Phone only: the sidebar overview lives in the menu drawer there, so the list offers it as a
 * button right under the heading (phone-first: the own trips one tap away).
 */
export function PhoneOverviewButton() {
  const { t, i18n } = useTranslation('fleet');
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
        rightSection={count > 0 ? <CountBadge count={count} /> : undefined}
        onClick={open}
        aria-haspopup="dialog"
      >
        {t('sidebar.label')}
      </Button>
      <PhoneOverviewDrawer opened={opened} onClose={close} />
    </>
  );
}
