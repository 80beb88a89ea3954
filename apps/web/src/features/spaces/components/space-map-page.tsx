import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import type { MapSeat } from '../api/types';
import { useSpaceLiveUpdates } from '../hooks/use-space-live-updates';
import { useSpaceMap } from '../hooks/use-space-map';
import { ZOOM_LIMITS } from '../utils/space-settings';
import { BookingDialog } from './booking-dialog';
import { ClosedDayNotice } from './closed-day-notice';
import { FloorPlanView } from './floor-plan-view';
import { MapFilters } from './map-filters';
import { MapLoadState } from './map-load-state';
import { MapSkipLink } from './map-skip-link';
import { MapSummary } from './map-summary';
import { PhoneToolbar } from './phone-toolbar';
import { SeatLegend } from './seat-legend';
import { NoPlansNotice, NoSeatsNotice, NotOfferedNotice } from './space-notices';
import { SpacePageHeader } from './space-page-header';
import { ZoomControl } from './zoom-control';

/**
 * `/{product}/karte`: the floor plan with live seat states; a click opens the booking dialog. On a
 * phone the plan comes right after the title, the choices and "Meine Buchungen" sit in drawers.
 */
export function SpaceMapPage() {
  // The map's feedback texts (`spacesMap`) load with the page: `spaces` alone is the menu's.
  useTranslation(['spaces', 'spacesMap']);
  const state = useSpaceMap();
  const live = useSpaceLiveUpdates();
  const phone = usePhoneLayout();
  const { product, mapData, seats, seatId, update } = state;
  const openSeat = (seat: MapSeat) => update({ seat: seat.id });
  const dialogSeat = seats.find((seat) => seat.id === seatId);
  const [zoom, setZoom] = useState<number>(ZOOM_LIMITS.default);

  if (!state.offered) return <NotOfferedNotice />;
  const legend = (
    <Group justify="space-between" align="flex-end" gap="sm">
      <SeatLegend />
      <ZoomControl zoom={zoom} onChange={setZoom} />
    </Group>
  );
  return (
    <Stack gap="md">
      {mapData && seats.length > 0 && <MapSkipLink />}
      <SpacePageHeader product={product} view="map" search={state.search} live={live} phone={phone} />
      {state.plans.isSuccess && state.activePlans.length === 0 && <NoPlansNotice />}
      {phone ? <PhoneToolbar state={state} /> : <MapFilters state={state} />}
      <MapLoadState state={state} />
      {mapData && (
        <>
          {mapData.opening === null && (
            <ClosedDayNotice planName={mapData.floorPlan.name} date={mapData.date} />
          )}
          {!phone && legend}
          <MapSummary map={mapData} seats={seats} />
          {seats.length === 0 ? (
            <NoSeatsNotice planName={mapData.floorPlan.name} />
          ) : (
            <FloorPlanView
              map={mapData}
              seats={seats}
              matching={state.matching}
              zoom={zoom}
              onOpenSeat={openSeat}
            />
          )}
          {phone && legend}
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
