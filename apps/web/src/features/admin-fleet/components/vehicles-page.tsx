import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useLocations } from '@/lib/space-lookups';
import { type AdminVehicle, useAdminVehicles } from '../api/vehicles';
import { filterVehicles, type StatusFilter } from '../utils/vehicle-list';
import { LoadError } from './load-error';
import { LockerTerminalsPanel } from './locker-terminals-panel';

const PHONE = '(max-width: 47.99em)';

/** /admin/fahrzeuge: all vehicles of the tenant (active and deactivated) with search and filters. */
export function VehiclesPage() {
  const { t } = useTranslation('adminFleet');
  const query = useAdminVehicles();
  const locations = useLocations();
  const [search, setSearch] = useState('');
  const [locationId, setLocationId] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusFilter>('active');
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const items = filterVehicles(query.data ?? [], { search, locationId, status });
  return (
    <Stack gap="md">
      <PageHeading
        title={t('heading')}
        intro={t('intro')}
        action={
          <Button component={Link} to="/admin/fahrzeuge/neu" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('new')}
          </Button>
        }
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label={t('list.location')}
          placeholder={t('list.allLocations')}
          data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={locationId}
          onChange={setLocationId}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={600} id="fleet-status-label">
            {t('list.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="fleet-status-label"
            value={status}
            onChange={(v) => setStatus(v as StatusFilter)}
            data={[
              { value: 'active', label: t('list.statusActive') },
              { value: 'inactive', label: t('list.statusInactive') },
              { value: 'all', label: t('list.statusAll') },
            ]}
          />
        </Stack>
      </Group>
      {query.error ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <QueryState
          isPending={query.isPending}
          isFetching={query.isFetching}
          summary={t('list.count', { count: items.length })}
          empty={!query.isPending && items.length === 0 && t('list.empty')}
        />
      )}
      {items.length > 0 && (phone ? <VehicleCards items={items} /> : <VehicleTable items={items} />)}
      <LockerTerminalsPanel />
    </Stack>
  );
}

function StatusBadge({ vehicle }: { vehicle: AdminVehicle }) {
  const { t } = useTranslation('adminFleet');
  return vehicle.active ? (
    <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
      {t('status.active')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
      {t('status.inactive')}
    </Badge>
  );
}

function VehicleLink({ vehicle }: { vehicle: AdminVehicle }) {
  return (
    <Anchor component={Link} to={`/admin/fahrzeuge/${vehicle.id}`} fw={500}>
      {vehicle.make} {vehicle.model}
    </Anchor>
  );
}

function VehicleTable({ items }: { items: AdminVehicle[] }) {
  const { t } = useTranslation('adminFleet');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('list.vehicle')}</Table.Th>
            <Table.Th scope="col">{t('fields.licencePlate')}</Table.Th>
            <Table.Th scope="col">{t('fields.locationId')}</Table.Th>
            <Table.Th scope="col">{t('fields.category')}</Table.Th>
            <Table.Th scope="col">{t('fields.fuelType')}</Table.Th>
            <Table.Th scope="col">{t('list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Th scope="row">
                <VehicleLink vehicle={v} />
              </Table.Th>
              <Table.Td>{v.licencePlate}</Table.Td>
              <Table.Td>{v.locationName}</Table.Td>
              <Table.Td>{v.category}</Table.Td>
              <Table.Td>{t(`fuel.${v.fuelType}`)}</Table.Td>
              <Table.Td>
                <StatusBadge vehicle={v} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VehicleCards({ items }: { items: AdminVehicle[] }) {
  const { t } = useTranslation('adminFleet');
  return (
    <Stack component="ul" aria-label={t('list.caption')} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((v) => (
        <Card component="li" key={v.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <VehicleLink vehicle={v} />
              <Text size="sm">{v.licencePlate}</Text>
              <Text size="sm" c="dimmed">
                {[v.locationName, v.category, t(`fuel.${v.fuelType}`)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <StatusBadge vehicle={v} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
