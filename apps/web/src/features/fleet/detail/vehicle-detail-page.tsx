import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCalendarPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { localDateIn } from '@/lib/local-date';
import { hasPermission, useMe } from '@/lib/session';
import type { Vehicle, VehicleBooking } from '../api/booking-types';
import { useVehicle } from '../api/vehicle-timeline';
import { VehicleBookingDialog } from '../booking/vehicle-booking-dialog';
import { attributeRows } from './attribute-rows';
import { useVehicleAttributes } from './use-vehicle-attributes';
import { mondayOf } from './week';
import { WeekTimeline } from './week-timeline';

type DialogState = { open: false } | { open: true; booking?: VehicleBooking };

/** `/fahrzeuge/:vehicleId`: the vehicle's data, its week timeline and the "Book" button. */
export function VehicleDetailPage() {
  const { vehicleId = '' } = useParams();
  const { t } = useTranslation('fleetBooking');
  const vehicle = useVehicle(vehicleId);
  const me = useMe().data;
  const today = localDateIn(new Date());
  const [monday, setMonday] = useState(() => mondayOf(today));
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  if (vehicle.isPending) return <QueryState isPending />;
  if (vehicle.isError || !vehicle.data) {
    const missing =
      isApiError(vehicle.error) && (vehicle.error.status === 404 || vehicle.error.status === 400);
    return (
      <Stack>
        <PageTitle title={t('detail.title')} />
        <BackLink />
        <Alert color="red" role="alert">
          {missing ? t('detail.notFound') : vehicle.error?.message}
        </Alert>
      </Stack>
    );
  }
  const v = vehicle.data;
  const name = `${v.make} ${v.model}`;
  const mayBook = hasPermission(me, 'fahrzeug_buchen') && v.active;
  return (
    <Stack gap="lg">
      <PageTitle title={`${name} (${v.licencePlate})`} />
      <BackLink />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{name}</Title>
          <Group gap="xs">
            <Badge variant="outline" size="lg" radius="sm">
              {v.licencePlate}
            </Badge>
            <Text c="dimmed">{v.locationName}</Text>
          </Group>
        </Stack>
        {mayBook && (
          <Button
            leftSection={<IconCalendarPlus aria-hidden />}
            onClick={() => setDialog({ open: true })}
            size="md"
          >
            {t('detail.book')}
          </Button>
        )}
      </Group>
      {!v.active && (
        <Alert color="gray" role="status">
          {t('detail.inactive')}
        </Alert>
      )}
      <VehicleData vehicle={v} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <WeekTimeline
          vehicleId={v.id}
          monday={monday}
          today={today}
          onWeek={setMonday}
          onEdit={(booking) => setDialog({ open: true, booking })}
        />
      </Paper>
      <VehicleBookingDialog
        vehicle={dialog.open ? v : null}
        booking={dialog.open ? dialog.booking : undefined}
        onClose={() => setDialog({ open: false })}
      />
    </Stack>
  );
}

function BackLink() {
  const { t } = useTranslation('fleetBooking');
  return (
    <Anchor component={Link} to="/fahrzeuge" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
}

function VehicleData({ vehicle: v }: { vehicle: Vehicle }) {
  const { t, i18n } = useTranslation('fleetBooking');
  const lang = i18n.resolvedLanguage;
  const attributes = useVehicleAttributes();
  const [imageFailed, setImageFailed] = useState(false);
  const none = t('detail.none');
  const features = (['airConditioning', 'navigation', 'cruiseControl', 'seatHeating'] as const).filter(
    (f) => v[f],
  );
  const date = (d: string | null) => (d ? formatDate(`${d}T12:00:00Z`, lang) : null);
  const validity =
    v.validFrom || v.validTo
      ? t('detail.validFromTo', { from: date(v.validFrom) ?? '…', to: date(v.validTo) ?? '…' })
      : t('detail.always');
  const days = [...v.bookingWeekdays]
    .sort()
    .map((d) => t(`weekdaysShort.${d}` as 'weekdaysShort.1'))
    .join(', ');
  const rows: [string, ReactNode][] = [
    [t('detail.location'), v.locationName],
    [t('detail.category'), v.category || none],
    [t('detail.fuelType'), t(`fuel.${v.fuelType}`)],
    [t('detail.power'), v.powerKw === null ? none : t('detail.powerValue', { kw: v.powerKw })],
    [t('detail.gearbox'), t(`gearbox.${v.gearbox}`)],
    [t('detail.seats'), v.seats ?? none],
    [t('detail.doors'), v.doors ?? none],
    [t('detail.trunk'), v.trunkLitres === null ? none : t('detail.trunkValue', { litres: v.trunkLitres })],
    [t('detail.colour'), v.colour || none],
    [t('detail.licenceClass'), v.requiredLicenceClass ?? none],
    [t('detail.equipment'), features.length > 0 ? features.map((f) => t(`features.${f}`)).join(', ') : none],
    [t('detail.validity'), validity],
    [
      t('detail.bookingWindow'),
      v.bookingFrom && v.bookingTo
        ? `${t('detail.bookingWindowValue', { days, from: v.bookingFrom, to: v.bookingTo })}; ${t(
            v.bookingOutsideAllowed ? 'detail.outsideAllowed' : 'detail.outsideNotAllowed',
          )}`
        : days || none,
    ],
    ...attributeRows(attributes.data ?? [], v.attributes).map((a): [string, ReactNode] => [a.label, a.text]),
  ];
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Title order={2} size="h3" mb="sm">
        {t('detail.data')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: imageFailed ? 1 : 2 }} spacing="lg">
        {!imageFailed && (
          <Image
            src={`/api/v1/vehicles/${v.id}/image`}
            alt={t('detail.imageAlt', { vehicle: `${v.make} ${v.model}` })}
            radius="md"
            fit="contain"
            mah={260}
            onError={() => setImageFailed(true)}
          />
        )}
        <dl
          style={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(8rem, auto) 1fr',
            gap: '4px 16px',
          }}
        >
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </dl>
      </SimpleGrid>
    </Paper>
  );
}
