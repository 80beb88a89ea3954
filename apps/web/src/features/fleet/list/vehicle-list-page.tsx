import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/format-date';
import { notifyFailure } from '@/lib/notify';
import { hasPermission, useMe } from '@/lib/session';
import { FAVOURITES_SETTING, useSaveFavouriteVehicles } from '../api/favourite-vehicles';
import { useVehicleAttributes, useVehicles, type Vehicle } from '../api/get-vehicles';
import { VehicleBookingDialog } from '../booking/vehicle-booking-dialog';
import { FreeSearchForm } from './free-search-form';
import { PhoneOverviewButton } from './phone-overview-button';
import { VehicleCard } from './vehicle-card';
import { VehicleFilters } from './vehicle-filters';
import {
  defaultSearch,
  favouriteIds,
  filterAttributes,
  filterChoices,
  filterVehicles,
  NO_FILTERS,
  type SearchInput,
  searchWindow,
  sortVehicles,
  toDomainAttributes,
  toggleFavourite,
} from './vehicle-list-model';

/** `/fahrzeuge`: the fleet as cards, filters, favourites and the "free between … and …" search. */
export function VehicleListPage() {
  const { t, i18n } = useTranslation('fleet');
  const lang = i18n.resolvedLanguage ?? 'de';
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const urlSearch: SearchInput = {
    date: params.get('date') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const checked = searchWindow(urlSearch);
  const period = checked.ok ? checked.window : null;
  // Setting vehicles.departmentFilter: only the vehicles of the user's department (and of none).
  const departmentId =
    me?.settings?.['vehicles.departmentFilter'] === true ? (me.department?.id ?? null) : null;
  const vehicles = useVehicles(period, departmentId, lang);
  const attributeQuery = useVehicleAttributes();
  const attributes = useMemo(() => toDomainAttributes(attributeQuery.data ?? []), [attributeQuery.data]);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [booking, setBooking] = useState<Vehicle | null>(null);
  const saveFavourites = useSaveFavouriteVehicles();
  const [pendingFavourite, setPendingFavourite] = useState<string | null>(null);

  const favourites = favouriteIds(me?.settings?.[FAVOURITES_SETTING]);
  const favouriteSet = new Set(favourites);
  const all = vehicles.data ?? [];
  const choices = filterChoices(all);
  const shown = sortVehicles(filterVehicles(all, filters, attributes, favouriteSet), favouriteSet);
  const bookableCount = shown.filter((v) => v.availability?.bookable).length;
  const mayBook = hasPermission(me, 'fahrzeug_buchen') || hasPermission(me, 'fahrzeug_fremdbuchung');

  const search = (input: SearchInput) =>
    setParams({ date: input.date, from: input.from, to: input.to }, { replace: true });
  const clearSearch = () => setParams({}, { replace: true });
  const toggle = (id: string) => {
    setPendingFavourite(id);
    const next = toggleFavourite(favourites, id);
    saveFavourites.mutate(next, {
      onError: (error) => notifyFailure(t('card.favouriteError'), error),
      onSettled: () => setPendingFavourite(null),
    });
  };

  return (
    <Stack gap="md">
      <PageHeading title={t('list.pageTitle')} intro={t('list.intro')} />
      <PhoneOverviewButton />
      <FreeSearchForm
        key={period ? `${urlSearch.date}${urlSearch.from}${urlSearch.to}` : 'default'}
        initial={period ? urlSearch : defaultSearch(Date.now())}
        active={period !== null}
        onSearch={search}
        onClear={clearSearch}
      />
      <VehicleFilters
        value={filters}
        onChange={setFilters}
        locations={choices.locations}
        categories={choices.categories}
        attributes={filterAttributes(attributes)}
      />
      {vehicles.isError ? (
        <Alert color="red" role="alert" title={t('list.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{vehicles.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => vehicles.refetch()}>
              {t('list.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <QueryState
          isPending={vehicles.isPending}
          isFetching={vehicles.isFetching}
          empty={all.length === 0 ? t('list.empty') : shown.length === 0 ? t('list.emptyFiltered') : false}
          summary={
            shown.length === 0
              ? undefined
              : period
                ? `${t('search.active', { date: formatDate(period.from, lang), from: urlSearch.from, to: urlSearch.to })}: ${t('list.bookableCount', { count: bookableCount })} · ${t('list.count', { count: shown.length })}`
                : t('list.count', { count: shown.length })
          }
        />
      )}
      <VehicleGrid
        title={period ? t('list.bookable') : null}
        vehicles={period ? shown.filter((v) => v.availability?.bookable) : shown}
        render={(v) => (
          <VehicleCard
            key={v.id}
            vehicle={v}
            attributes={attributes}
            tenantKey={me?.tenant.key}
            favourite={favouriteSet.has(v.id)}
            favouriteSaving={pendingFavourite === v.id}
            onToggleFavourite={() => toggle(v.id)}
            onBook={mayBook ? () => setBooking(v) : null}
          />
        )}
      />
      {period && (
        <VehicleGrid
          title={t('list.notBookable')}
          vehicles={shown.filter((v) => !v.availability?.bookable)}
          render={(v) => (
            <VehicleCard
              key={v.id}
              vehicle={v}
              attributes={attributes}
              tenantKey={me?.tenant.key}
              favourite={favouriteSet.has(v.id)}
              favouriteSaving={pendingFavourite === v.id}
              onToggleFavourite={() => toggle(v.id)}
              onBook={null}
            />
          )}
        />
      )}
      <VehicleBookingDialog
        vehicle={booking}
        onClose={() => setBooking(null)}
        initialStart={period?.from}
        initialEnd={period?.to}
      />
    </Stack>
  );
}

function VehicleGrid({
  title,
  vehicles,
  render,
}: {
  title: string | null;
  vehicles: Vehicle[];
  render: (v: Vehicle) => React.ReactNode;
}) {
  if (vehicles.length === 0) return null;
  const grid = <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>{vehicles.map(render)}</SimpleGrid>;
  if (!title) return grid;
  return (
    <section aria-label={title}>
      <Group mb="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {grid}
    </section>
  );
}
