import { Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/count-badge';
import { useSpaceBookings } from '../api/get-space-bookings';
import type { BookingScope, SpaceProduct } from '../api/types';
import { upcomingBookings } from '../utils/time-window';
import { BookingSummary } from './booking-summary';

const TITLES = { mine: 'sidebar.mine', organized: 'sidebar.organized', pending: 'sidebar.pending' } as const;
const EMPTY = {
  mine: 'sidebar.emptyMine',
  organized: 'sidebar.emptyOrganized',
  pending: 'sidebar.emptyPending',
} as const;
const PERSON = { mine: 'organizer', organized: 'participant', pending: 'organizer' } as const;

/** One block of the sidebar overview: upcoming bookings of a scope with their actions. */
export function BookingSection({ product, scope }: { product: SpaceProduct; scope: BookingScope }) {
  const { t } = useTranslation(['spaces', 'common']);
  const headingId = useId();
  const query = useSpaceBookings(product, scope);
  const bookings = upcomingBookings(query.data ?? [], new Date());
  return (
    <section aria-labelledby={headingId}>
      <Group gap={6} mb={6} wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {t(TITLES[scope])}
        </Title>
        {bookings.length > 0 && (
          <CountBadge size="sm" variant="light" aria-hidden="true" count={bookings.length} />
        )}
      </Group>
      {query.isPending && <Loader size="xs" aria-label={t('common:loading.data')} />}
      {query.error && (
        <Text size="sm" c="red.8" role="alert">
          {query.error.message}
        </Text>
      )}
      {query.isSuccess && bookings.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(EMPTY[scope])}
        </Text>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {bookings.map((booking, index) => (
          <li key={booking.id}>
            {index > 0 && <Divider mb="xs" />}
            <BookingSummary product={product} booking={booking} person={PERSON[scope]} />
          </li>
        ))}
      </Stack>
    </section>
  );
}
