import { useMemo } from 'react';
import { useFloorPlanMap } from '../api/get-floor-plan-map';
import { useFloorPlans } from '../api/get-floor-plans';
import { mapQueryParams } from '../utils/booking-request';
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
  };
}

export type SpaceMapState = ReturnType<typeof useSpaceMap>;
