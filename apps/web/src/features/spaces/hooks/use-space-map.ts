import { useEffect, useMemo } from 'react';
import { useBookableDays } from '../api/get-bookable-days';
import { useFloorPlanMap } from '../api/get-floor-plan-map';
import { useFloorPlans } from '../api/get-floor-plans';
import { mapQueryParams } from '../utils/booking-request';
import { openingDayMove } from '../utils/map-link';
import { matchesEquipment, pickFloorPlan, sortFloorPlans, sortSeatsByLabel } from '../utils/seat-filter';
import { useMapSelection } from './use-map-selection';
import { useProduct } from './use-product';
import { useSpaceSettings } from './use-space-settings';

/**
 * Everything the map and the list pages share: product, settings, floor plans (favourite
 * first), the selection from the query string and the map of the chosen plan for it.
 */
export function useSpaceMap() {
  const product = useProduct();
  const settings = useSpaceSettings();
  const selectionState = useMapSelection();
  const { selection, equipment, planId } = selectionState;
  const plans = useFloorPlans(product);
  const activePlans = useMemo(
    () =>
      sortFloorPlans(
        (plans.data ?? []).filter((plan) => plan.active),
        settings.favouriteFloorPlan,
      ),
    [plans.data, settings.favouriteFloorPlan],
  );
  const plan = pickFloorPlan(activePlans, planId, settings.favouriteFloorPlan);
  // Spec 4 / issue 14 point 1: the picker offers only the plan's bookable days, and a map opened
  // without a chosen date on a day that cannot be booked (today closed, weekend) moves to the
  // next bookable one. A date from a link stays, with the closed notice; a check-in link stays on
  // today (utils/map-link.ts openingDayMove).
  const bookable = useBookableDays(product, plan?.id);
  const bookableDays = useMemo(() => new Set(bookable.data?.days ?? []), [bookable.data]);
  const dateChosen = useMemo(
    () => new URLSearchParams(selectionState.search).has('date'),
    [selectionState.search],
  );
  const { update, checkIn } = selectionState;
  const moveTo = openingDayMove({
    date: selection.date,
    dateChosen,
    checkIn,
    bookableDays: bookable.data?.days ?? null,
  });
  useEffect(() => {
    if (moveTo) update({ date: moveTo });
  }, [moveTo, update]);
  const params = useMemo(() => mapQueryParams(selection), [selection]);
  const map = useFloorPlanMap(product, plan?.id, params);
  // While a new plan loads, the previous plan's data is kept (placeholder) only for the same plan.
  const mapData = map.data && map.data.floorPlan.id === plan?.id ? map.data : undefined;
  const seats = useMemo(() => sortSeatsByLabel(mapData?.seats ?? []), [mapData]);
  const matching = useMemo(
    () => new Set(seats.filter((seat) => matchesEquipment(seat, equipment)).map((seat) => seat.id)),
    [seats, equipment],
  );
  return {
    product,
    settings,
    ...selectionState,
    plans,
    activePlans,
    plan,
    map,
    mapData,
    seats,
    matching,
    offered: settings.products.includes(product),
    /** The plan's bookable days (null while unknown: the picker then limits nothing). */
    bookableDays: bookable.data ? { ...bookable.data, set: bookableDays } : null,
  };
}

export type SpaceMapState = ReturnType<typeof useSpaceMap>;
