import { useState } from 'react';
import { useFloorPlanSelection } from '@/entities/floor-plan/use-floor-plan-selection';
import { DISPLAY_TIME_ZONE } from '@/lib/format-date';
import { localDateIn } from '@/lib/local-date';
import { monthOf } from '../utils/chart-data';

export type Range = [string | null, string | null];

/**
 * The question of the utilisation and evaluation pages: a floor plan (or all of the product) and
 * a period of days, the current month at first. `complete` is false while the range is half-picked.
 */
export function usePeriodQuery() {
  const selection = useFloorPlanSelection();
  const [allPlans, setAllPlans] = useState(true);
  const month = monthOf(localDateIn(new Date(), DISPLAY_TIME_ZONE));
  const [range, setRange] = useState<Range>([month.from, month.to]);
  const from = range[0] ?? month.from;
  const to = range[1] ?? from;
  const query = {
    product: selection.product,
    from,
    to,
    floorPlanId: allPlans ? undefined : selection.floorPlanId,
  };
  return {
    selection,
    allPlans,
    setAllPlans,
    range,
    setRange,
    query,
    complete: range[0] !== null && range[1] !== null,
  };
}
