import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpaceBookingStatus } from '../api/types';
import { bookingStatusColours } from '../utils/seat-states';

/** Status of spec 4 with its colour (vorgemerkt #626A95, reserviert #E0B957). */
export function BookingStatusBadge({ status }: { status: SpaceBookingStatus }) {
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
