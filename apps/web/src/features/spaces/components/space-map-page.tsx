import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapSeat } from '../api/types';
import { useSpaceLiveUpdates } from '../hooks/use-space-live-updates';
import { useSpaceMap } from '../hooks/use-space-map';
import { ZOOM_LIMITS } from '../utils/space-settings';
import { BookingDialog } from './booking-dialog';
import { ClosedDayNotice } from './closed-day-notice';
import { FloorPlanView } from './floor-plan-view';
import { MapFilters } from './map-filters';
import { MapSummary } from './map-summary';
import { SeatLegend } from './seat-legend';
import { NoPlansNotice, NotOfferedNotice } from './space-notices';
import { SpacePageHeader } from './space-page-header';
import { ZoomControl } from './zoom-control';

/** `/{product}/karte`: the floor plan with live seat states; a click opens the booking dialog. */
export function SpaceMapPage() {
  const { t } = useTranslation();
  const state = useSpaceMap();
  const live = useSpaceLiveUpdates();
  const { product, mapData, seats, seatId, update } = state;
  const openSeat = (seat: MapSeat) => update({ seat: seat.id });
  const dialogSeat = seats.find((seat) => seat.id === seatId);
  const [zoom, setZoom] = useState<number>(ZOOM_LIMITS.default);

  if (!state.offered) return <NotOfferedNotice />;
  return (
    <Stack gap="md">
      <SpacePageHeader product={product} view="map" search={state.search} live={live} />
      {state.plans.isSuccess && state.activePlans.length === 0 && <NoPlansNotice />}
      <MapFilters state={state} />
      {state.map.error && (
        <Alert color="red" role="alert">
          {state.map.error.message}
        </Alert>
      )}
      {!mapData && (state.plans.isPending || state.map.isPending) && (
        <Loader aria-label={t('loading.data')} />
      )}
      {mapData && (
        <>
          {mapData.opening === null && (
            <ClosedDayNotice planName={mapData.floorPlan.name} date={mapData.date} />
          )}
          <Group justify="space-between" align="flex-end" gap="sm">
            <SeatLegend />
            <ZoomControl zoom={zoom} onChange={setZoom} />
          </Group>
          <MapSummary map={mapData} seats={seats} />
          <FloorPlanView
            map={mapData}
            seats={seats}
            matching={state.matching}
            zoom={zoom}
            onOpenSeat={openSeat}
          />
        </>
      )}
      <BookingDialog
        product={product}
        map={mapData}
        seat={dialogSeat}
        selection={state.selection}
        checkIn={state.checkIn}
        onClose={() => update({ seat: '', checkIn: '' })}
      />
    </Stack>
  );
}
