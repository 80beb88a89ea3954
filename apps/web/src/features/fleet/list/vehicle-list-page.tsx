import { Button, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryStateOrFailure } from '@/components/load-failed';
import { PageHeading } from '@/components/page-heading';
import { formatDate } from '@/lib/format-date';
import { notifyFailure } from '@/lib/notify';
import { hasPermission, useMe } from '@/lib/session';
import { FAVOURITES_SETTING, useSaveFavouriteVehicles } from '../api/favourite-vehicles';
import { useVehicleAttributes, useVehicleFacets, useVehicles, type Vehicle } from '../api/get-vehicles';
import { LazyVehicleBookingDialog } from '../booking/lazy-vehicle-booking-dialog';
import { FreeSearchForm } from './free-search-form';
import { PhoneOverviewButton } from './phone-overview-button';
import { VehicleCard } from './vehicle-card';
import { VehicleFilters } from './vehicle-filters';
import {
  defaultSearch,
  favouriteIds,
  filterAttributes,
  NO_FILTERS,
  type SearchInput,
  searchWindow,
  toDomainAttributes,
  toggleFavourite,
} from './vehicle-list-model';

/** The page's queries: search, filters (debounced to the server), favourites, vehicles, facets. */
function useVehicleList() {
  const { i18n } = useTranslation('fleet');
  const lang = i18n.resolvedLanguage ?? 'de';
  const { data: me } = useMe();
  const freeSearch = useFreeSearch();
  // Setting vehicles.departmentFilter: only the vehicles of the user's department (and of none).
  const departmentId =
    me?.settings?.['vehicles.departmentFilter'] === true ? (me.department?.id ?? null) : null;
  const [filters, setFilters] = useState(NO_FILTERS);
  // Filters go to the server (ADR 0008 point 15); typing in a text filter asks once it rests.
  const [sentFilters] = useDebouncedValue(filters, 300);
  const favourites = useFavourites(me?.settings?.[FAVOURITES_SETTING]);
  const vehicles = useVehicles(freeSearch.period, departmentId, sentFilters, lang, favourites.ids);
  const facets = useVehicleFacets();
  const attributeQuery = useVehicleAttributes();
  const attributes = useMemo(() => toDomainAttributes(attributeQuery.data ?? []), [attributeQuery.data]);
  // The server orders: with a window bookable first, then favourites, then by name.
  const pages = vehicles.data?.pages ?? [];
  const mayBook = hasPermission(me, 'fahrzeug_buchen') || hasPermission(me, 'fahrzeug_fremdbuchung');
  return {
    me,
    ...freeSearch,
    filters,
    setFilters,
    sentFilters,
    favourites,
    vehicles,
    facets,
    attributes,
    pages,
    shown: pages.flatMap((p) => p.items),
    total: pages[0]?.total ?? 0,
    mayBook,
  };
}

/** The search form (keyed by the search in the address) and the filters. */
function ListControls({ list }: { list: ReturnType<typeof useVehicleList> }) {
  const { period, urlSearch, facets } = list;
  return (
    <>
      <FreeSearchForm
        key={period ? `${urlSearch.date}${urlSearch.from}${urlSearch.to}` : 'default'}
        initial={period ? urlSearch : defaultSearch(Date.now())}
        active={period !== null}
        onSearch={list.search}
        onClear={list.clearSearch}
      />
      <VehicleFilters
        value={list.filters}
        onChange={list.setFilters}
        locations={(facets.data?.locations ?? []).map((l) => ({ value: l.id, label: l.name }))}
        categories={facets.data?.categories ?? []}
        attributes={filterAttributes(list.attributes)}
      />
    </>
  );
}

/** `/fahrzeuge`: the fleet as cards, filters, favourites and the "free between … and …" search. */
export function VehicleListPage() {
  const { t } = useTranslation('fleet');
  const list = useVehicleList();
  const { me, period, urlSearch, favourites, vehicles, shown, total } = list;
  const [booking, setBooking] = useState<Vehicle | null>(null);
  const card = (v: Vehicle, onBook: (() => void) | null) => (
    <VehicleCard
      key={v.id}
      vehicle={v}
      attributes={list.attributes}
      tenantKey={me?.tenant.key}
      favourite={favourites.set.has(v.id)}
      favouriteSaving={favourites.pending === v.id}
      onToggleFavourite={() => favourites.toggle(v.id)}
      onBook={onBook}
    />
  );

  return (
    <Stack gap="md">
      <PageHeading title={t('list.pageTitle')} intro={t('list.intro')} />
      <PhoneOverviewButton />
      <ListControls list={list} />
      <VehicleListState
        vehicles={vehicles}
        total={total}
        bookable={list.pages[0]?.bookable ?? 0}
        filtered={JSON.stringify(list.sentFilters) !== JSON.stringify(NO_FILTERS)}
        search={period && { date: period.from, from: urlSearch.from, to: urlSearch.to }}
      />
      <VehicleGrid
        title={period ? t('list.bookable') : null}
        hiddenTitle={t('list.all')}
        vehicles={period ? shown.filter((v) => v.availability?.bookable) : shown}
        render={(v) => card(v, list.mayBook ? () => setBooking(v) : null)}
      />
      {period && (
        <VehicleGrid
          title={t('list.notBookable')}
          vehicles={shown.filter((v) => !v.availability?.bookable)}
          render={(v) => card(v, null)}
        />
      )}
      {shown.length > 0 && <LoadMore vehicles={vehicles} shown={shown.length} total={total} />}
      <LazyVehicleBookingDialog
        vehicle={booking}
        onClose={() => setBooking(null)}
        initialStart={period?.from}
        initialEnd={period?.to}
      />
    </Stack>
  );
}

/** Loading, the failure with its retry, or how many vehicles there are (bookable ones with a search). */
function VehicleListState(props: {
  vehicles: Parameters<typeof QueryStateOrFailure>[0]['query'];
  total: number;
  bookable: number;
  filtered: boolean;
  /** The active search: its day (an instant of it) and times. */
  search: { date: string; from: string; to: string } | null;
}) {
  const { total, search } = props;
  const { t, i18n } = useTranslation('fleet');
  const lang = i18n.resolvedLanguage ?? 'de';
  return (
    <QueryStateOrFailure
      query={props.vehicles}
      failedTitle={t('list.loadError')}
      retryLabel={t('list.retry')}
      retryVariant="default"
      empty={total === 0 ? (props.filtered ? t('list.emptyFiltered') : t('list.empty')) : false}
      summary={
        total === 0
          ? undefined
          : search
            ? `${t('search.active', { date: formatDate(search.date, lang), from: search.from, to: search.to })}: ${t('list.bookableCount', { count: props.bookable })} · ${t('list.count', { count: total })}`
            : t('list.count', { count: total })
      }
    />
  );
}

/** The "free between … and …" search in the address (`?date=&from=&to=`), checked. */
function useFreeSearch() {
  const [params, setParams] = useSearchParams();
  const urlSearch: SearchInput = {
    date: params.get('date') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const checked = searchWindow(urlSearch);
  const search = (input: SearchInput) =>
    setParams({ date: input.date, from: input.from, to: input.to }, { replace: true });
  const clearSearch = () => setParams({}, { replace: true });
  return { urlSearch, period: checked.ok ? checked.window : null, search, clearSearch };
}

/** The user's favourite vehicles (a personal setting); a star saves at once. */
function useFavourites(setting: unknown) {
  const { t } = useTranslation('fleet');
  const saveFavourites = useSaveFavouriteVehicles();
  const [pending, setPending] = useState<string | null>(null);
  const ids = favouriteIds(setting);
  const toggle = (id: string) => {
    setPending(id);
    const next = toggleFavourite(ids, id);
    saveFavourites.mutate(next, {
      onError: (error) => notifyFailure(t('card.favouriteError'), error),
      onSettled: () => setPending(null),
    });
  };
  return { ids, set: new Set(ids), pending, toggle };
}

/** "12 of 40 shown" and the button for the next page. */
function LoadMore(props: {
  vehicles: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  shown: number;
  total: number;
}) {
  const { vehicles, shown, total } = props;
  const { t } = useTranslation('fleet');
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {t('list.shownOf', { shown, count: total })}
      </Text>
      {vehicles.hasNextPage && (
        <Button
          variant="default"
          onClick={() => vehicles.fetchNextPage()}
          loading={vehicles.isFetchingNextPage}
          aria-label={t('list.loadMoreLabel', { shown, count: total })}
        >
          {t('list.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

function VehicleGrid({
  title,
  vehicles,
  render,
  hiddenTitle = '',
}: {
  title: string | null;
  /** The heading screen readers get when there is no visible title. */
  hiddenTitle?: string;
  vehicles: Vehicle[];
  render: (v: Vehicle) => React.ReactNode;
}) {
  const hiddenId = useId();
  if (vehicles.length === 0) return null;
  const grid = <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>{vehicles.map(render)}</SimpleGrid>;
  // Without a search the cards (h3) still sit under a level-2 heading, for screen readers only.
  if (!title)
    return (
      <section aria-labelledby={hiddenId}>
        <VisuallyHidden>
          <Title order={2} id={hiddenId}>
            {hiddenTitle}
          </Title>
        </VisuallyHidden>
        {grid}
      </section>
    );
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
