import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BookingStatusBadge } from '@/entities/booking-status/booking-status-badge';
import type { SpaceBooking, SpaceProduct } from '../api/types';
import { useFormatRange } from '../hooks/use-format-range';
import { BookingActions } from './booking-actions';

interface BookingSummaryProps {
  product: SpaceProduct;
  booking: SpaceBooking;
  /** Who else is involved: the participant (organized) or the organizer (pending). */
  person?: 'participant' | 'organizer';
  /** Focus this booking's check-in button (kiosk QR scan). */
  focusCheckIn?: boolean;
  /** After a successful action on it. */
  onDone?: () => void;
}

/** One booking: place, period, status, the other person, and its actions. */
export function BookingSummary({ product, booking, person, focusCheckIn, onDone }: BookingSummaryProps) {
  const { t } = useTranslation('spaces');
  const formatRange = useFormatRange();
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text fw={600} size="sm">
          {booking.spaceLabel}
        </Text>
        <BookingStatusBadge status={booking.status} />
      </Group>
      <Text size="sm">{formatRange(booking.start, booking.end)}</Text>
      {person === 'participant' && (
        <Text size="xs" c="dimmed">
          {t('sidebar.forPerson', { name: booking.participant.name || booking.participant.email })}
        </Text>
      )}
      {person === 'organizer' && booking.organizer.email !== booking.participant.email && (
        <Text size="xs" c="dimmed">
          {t('sidebar.byPerson', { name: booking.organizer.name || booking.organizer.email })}
        </Text>
      )}
      <BookingActions product={product} booking={booking} focusCheckIn={focusCheckIn} onDone={onDone} />
    </Stack>
  );
}
