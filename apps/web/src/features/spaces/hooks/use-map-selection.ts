import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DISPLAY_TIME_ZONE } from '@/lib/format-date';
import { localDateIn } from '@/lib/local-date';
import type { MapSelection } from '../utils/booking-request';
import { CHECK_IN_PARAM, normalizeMapLink, readMapLink } from '../utils/map-link';
import { parseEquipment, parseSelection } from '../utils/space-settings';

export interface MapSelectionPatch {
  date?: string;
  bookingMode?: MapSelection['bookingMode'];
  workTime?: MapSelection['workTime'];
  from?: string;
  to?: string;
  plan?: string;
  equipment?: string[];
  seat?: string;
  /** '' ends a check-in request of a kiosk QR link. */
  checkIn?: '';
}

const PARAM: Record<keyof MapSelectionPatch, string> = {
  date: 'date',
  bookingMode: 'mode',
  workTime: 'work',
  from: 'from',
  to: 'to',
  plan: 'plan',
  equipment: 'eq',
  seat: 'seat',
  checkIn: CHECK_IN_PARAM,
};

const DEFAULTS: Partial<Record<keyof MapSelectionPatch, string>> = {
  bookingMode: 'allDay',
  workTime: 'allDay',
};

/**
 * Everything chosen above the plan lives in the query string (`?plan=&date=&mode=…`): map and
 * list share it, and reload, back/forward and links (favourites) keep the view. One update call
 * writes all changed parameters at once (react-router does not queue functional updates).
 */
export function useMapSelection() {
  const [rawParams, setParams] = useSearchParams();
  // A kiosk QR link (`?floorPlan=&seat=&checkin=1`) is read in the map's own terms right away and
  // rewritten in the address bar, so reload and sharing show the same view.
  const normalized = useMemo(() => normalizeMapLink(rawParams), [rawParams]);
  const params = normalized ?? rawParams;
  useEffect(() => {
    if (normalized) setParams(normalized, { replace: true });
  }, [normalized, setParams]);
  const link = useMemo(() => readMapLink(params), [params]);
  const today = localDateIn(new Date(), DISPLAY_TIME_ZONE);
  const selection = useMemo(() => parseSelection(params, today), [params, today]);
  const equipment = useMemo(() => parseEquipment(params), [params]);
  const update = useCallback(
    (patch: MapSelectionPatch) =>
      setParams(
        (current) => {
          // On the raw link's first render the rewrite above has not reached the address bar yet:
          // a change made now builds on the map's own terms, or it would bring `floorPlan` back.
          const next = new URLSearchParams(normalizeMapLink(current) ?? current);
          for (const [key, raw] of Object.entries(patch) as [keyof MapSelectionPatch, string | string[]][]) {
            const value = Array.isArray(raw) ? raw.join(',') : raw;
            if (!value || value === DEFAULTS[key]) next.delete(PARAM[key]);
            else next.set(PARAM[key], value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    selection,
    equipment,
    planId: link.planId,
    seatId: link.seatId,
    checkIn: link.checkIn,
    search: params.toString(),
    today,
    update,
  };
}
