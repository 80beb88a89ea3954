import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type BookingStatus, bookingStatusColours } from './booking-status-colours';

/** Status of spec 4 with its colour (vorgemerkt #626A95, reserviert #E0B957). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('spaces');
  const colours = bookingStatusColours(status);
  return (
    <Badge
      size="sm"
      radius="sm"
      styles={{ root: { backgroundColor: colours.background, color: colours.foreground } }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
