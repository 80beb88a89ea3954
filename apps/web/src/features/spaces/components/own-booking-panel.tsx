import { BOOKING_STATUS } from '@buchbar/domain/booking/status';
import { localDateOf } from '@buchbar/domain/time/zoned-time';
import { Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useSpaceBookings } from '../api/get-space-bookings';
import type { MapSeat, SpaceProduct } from '../api/types';
import { useFormatTime } from '../hooks/use-format-time';
import { useSpaceSettings } from '../hooks/use-space-settings';
import { availableActions } from '../utils/booking-actions';
import { pickCheckInBooking } from '../utils/check-in-target';
import { checkInWindowOf } from '../utils/time-window';
import { BookingSummary } from './booking-summary';

interface OwnBookingPanelProps {
  product: SpaceProduct;
  seat: MapSeat;
  date: string;
  /** Opened from a seat's kiosk QR code: lead to check-in. */
  checkIn?: boolean;
  /** After a successful check-in, cancellation or confirmation (the dialog closes). */
  onDone?: () => void;
}

/** For "your place": the booking(s) you hold on this seat that day, with check-in and cancel. */
export function OwnBookingPanel({ product, seat, date, checkIn = false, onDone }: OwnBookingPanelProps) {
  const { t } = useTranslation('spaces');
  const { data: me } = useMe();
  const { checkInWindowMinutes } = useSpaceSettings();
  const formatTime = useFormatTime();
  const now = useNow();
  const mine = useSpaceBookings(product, 'mine');
  const pending = useSpaceBookings(product, 'pending');
  const bookings = [...(mine.data ?? []), ...(pending.data ?? [])].filter(
    (b) =>
      b.spaceId === seat.id &&
      b.status !== BOOKING_STATUS.cancelled &&
      localDateOf(Date.parse(b.start)) === date,
  );
  if (bookings.length === 0) {
    return mine.isPending ? <Loader size="sm" aria-label={t('dialog.noOwnBooking')} /> : null;
  }
  const email = me?.user.email ?? '';
  const target = checkIn
    ? pickCheckInBooking(
        // Bookings you could check in to at their start; the button itself appears only while
        // the window is open (BookingActions asks the domain with the current time).
        bookings.filter((b) =>
          availableActions(b, email, new Date(Date.parse(b.start)), checkInWindowMinutes).includes('checkIn'),
        ),
        now,
        checkInWindowMinutes,
      )
    : undefined;
  return (
    <Stack gap="xs">
      {target && (
        <Alert color="blue" role="status" title={t('dialog.qrCheckInTitle')}>
          {t('dialog.qrCheckInHint')}
        </Alert>
      )}
      <Text fw={600}>{t('dialog.yourBooking')}</Text>
      {bookings.map((booking) => {
        const window = checkInWindowOf(booking.start, checkInWindowMinutes);
        return (
          <Paper key={booking.id} withBorder p="sm">
            <BookingSummary
              product={product}
              booking={booking}
              person="organizer"
              focusCheckIn={booking.id === target?.id}
              onDone={onDone}
            />
            {booking.status === BOOKING_STATUS.reserved && (
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
