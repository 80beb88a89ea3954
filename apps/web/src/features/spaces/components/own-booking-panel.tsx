import { localDateOf } from '@buchbar/domain/zoned-time';
import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSpaceBookings } from '../api/get-space-bookings';
import type { MapSeat, SpaceProduct } from '../api/types';
import { useFormatTime } from '../hooks/use-format-time';
import { useSpaceSettings } from '../hooks/use-space-settings';
import { checkInWindow } from '../utils/time-window';
import { BookingSummary } from './booking-summary';

interface OwnBookingPanelProps {
  product: SpaceProduct;
  seat: MapSeat;
  date: string;
}

/** For "your place": the booking(s) you hold on this seat that day, with check-in and cancel. */
export function OwnBookingPanel({ product, seat, date }: OwnBookingPanelProps) {
  const { t } = useTranslation('spaces');
  const { checkInWindowMinutes } = useSpaceSettings();
  const formatTime = useFormatTime();
  const mine = useSpaceBookings(product, 'mine');
  const pending = useSpaceBookings(product, 'pending');
  const bookings = [...(mine.data ?? []), ...(pending.data ?? [])].filter(
    (b) => b.spaceId === seat.id && b.status !== 'storniert' && localDateOf(Date.parse(b.start)) === date,
  );
  if (bookings.length === 0) {
    return mine.isPending ? <Loader size="sm" aria-label={t('dialog.noOwnBooking')} /> : null;
  }
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('dialog.yourBooking')}</Text>
      {bookings.map((booking) => {
        const window = checkInWindow(booking.start, checkInWindowMinutes);
        return (
          <Paper key={booking.id} withBorder p="sm">
            <BookingSummary product={product} booking={booking} person="organizer" />
            {booking.status === 'reserviert' && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('dialog.checkInHint', { from: formatTime(window.opens), to: formatTime(window.closes) })}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
