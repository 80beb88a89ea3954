import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import type { MapSeat } from '../api/types';
import { useSpaceLiveUpdates } from '../hooks/use-space-live-updates';
import { useSpaceMap } from '../hooks/use-space-map';
import { BookingDialog } from './booking-dialog';
import { ClosedDayNotice } from './closed-day-notice';
import { MapFilters } from './map-filters';
import { MapLoadState } from './map-load-state';
import { MapSummary } from './map-summary';
import { PhoneToolbar } from './phone-toolbar';
import { SeatTable } from './seat-table';
import { NoPlansNotice, NotOfferedNotice } from './space-notices';
import { SpacePageHeader } from './space-page-header';

/** `/{product}/liste`: the same seats and states as the map, as an accessible table (the map's list alternative). */
export function SpaceListPage() {
  const { t, i18n } = useTranslation(['spaces', 'common', 'spacesMap']);
  const state = useSpaceMap();
  const live = useSpaceLiveUpdates();
  const phone = usePhoneLayout();
  const { product, mapData, seats, matching, seatId, update } = state;
  const openSeat = (seat: MapSeat) => update({ seat: seat.id });
  const shown = seats.filter((seat) => matching.has(seat.id));

  if (!state.offered) return <NotOfferedNotice />;
  return (
    <Stack gap="md">
      <SpacePageHeader product={product} view="list" search={state.search} live={live} phone={phone} />
      {state.plans.isSuccess && state.activePlans.length === 0 && <NoPlansNotice />}
      {phone ? <PhoneToolbar state={state} /> : <MapFilters state={state} />}
      <MapLoadState state={state} />
      {mapData && (
        <>
          {mapData.opening === null && (
            <ClosedDayNotice planName={mapData.floorPlan.name} date={mapData.date} />
          )}
          <MapSummary map={mapData} seats={seats} />
          {shown.length === 0 ? (
            <Text c="dimmed">{t('list.empty')}</Text>
          ) : (
            <SeatTable
              caption={t('list.caption', {
                plan: mapData.floorPlan.name,
                date: formatDate(`${mapData.date}T12:00:00Z`, i18n.resolvedLanguage),
              })}
              seats={shown}
              onOpen={openSeat}
            />
          )}
        </>
      )}
      <BookingDialog
        product={product}
        map={mapData}
        seat={seats.find((seat) => seat.id === seatId)}
        selection={state.selection}
        checkIn={state.checkIn}
        onClose={() => update({ seat: '', checkIn: '' })}
      />
    </Stack>
  );
}
