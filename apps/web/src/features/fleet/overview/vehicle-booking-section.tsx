import { Anchor, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge } from '@/components/count-badge';
import { useNow } from '@/lib/use-now';
import { useVehicleBookings, type VehicleBooking, type VehicleBookingScope } from '../api/vehicle-bookings';
import { upcomingVehicleBookings } from './booking-display';
import { VehicleBookingItem } from './vehicle-booking-item';

const TITLES = {
  mine: 'sidebar.mine',
  'for-others': 'sidebar.forOthers',
  approvals: 'sidebar.approvals',
} as const;
const EMPTY = {
  mine: 'sidebar.emptyMine',
  'for-others': 'sidebar.emptyForOthers',
  approvals: 'sidebar.emptyApprovals',
} as const;

/** One block of the overview: the scope's upcoming trips with their actions. */
export function VehicleBookingSection({
  scope,
  onEdit,
}: {
  scope: VehicleBookingScope;
  onEdit: (booking: VehicleBooking) => void;
}) {
  const { t, i18n } = useTranslation(['fleet', 'common']);
  const headingId = useId();
  const query = useVehicleBookings(scope, i18n.resolvedLanguage ?? 'de');
  const now = useNow(60_000).getTime();
  const bookings = upcomingVehicleBookings(query.data ?? [], now);
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
      {query.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('sidebar.loadError')} {query.error.message}
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
            <VehicleBookingItem booking={booking} scope={scope} now={now} onEdit={onEdit} />
          </li>
        ))}
      </Stack>
      {scope === 'approvals' && (
        <Anchor component={Link} to="/fahrzeuge/freigaben" size="sm" mt="xs" display="inline-block">
          {t('sidebar.toApprovals')}
        </Anchor>
      )}
    </section>
  );
}
