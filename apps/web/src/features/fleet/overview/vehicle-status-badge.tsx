import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bookingStatusColours } from '@/entities/booking-status/booking-status-colours';
import type { DisplayStatus } from './booking-display';

/** Spec 4 status with its colour; "awaiting approval" in the colour of 'vorgemerkt' with an outline. */
export function VehicleStatusBadge({ status }: { status: DisplayStatus }) {
  const { t } = useTranslation('fleet');
  if (status === 'awaitingApproval') {
    return (
      <Badge size="sm" radius="sm" variant="outline" color="#4B5280" style={{ flexShrink: 0 }}>
        {t('status.awaitingApproval')}
      </Badge>
    );
  }
  const colours = bookingStatusColours(status);
  return (
    <Badge
      size="sm"
      radius="sm"
      style={{ flexShrink: 0 }}
      styles={{ root: { backgroundColor: colours.background, color: colours.foreground } }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
