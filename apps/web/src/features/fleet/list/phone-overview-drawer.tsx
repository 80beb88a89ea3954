import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FleetSidebar } from '../overview/fleet-sidebar';

export interface PhoneOverviewDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The trip overview from below, on phones (loaded on first open: phone-overview-button). */
export function PhoneOverviewDrawer({ opened, onClose }: PhoneOverviewDrawerProps) {
  const { t } = useTranslation('fleet');
  const { t: tc } = useTranslation('common');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="85%"
      title={t('sidebar.label')}
      // The theme names every Modal's close icon; a Drawer needs it here (axe: button-name).
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
    >
      <FleetSidebar />
    </Drawer>
  );
}
