import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorPlanMap, MapSeat } from '../api/types';
import { directionOfKey, minimumPlanWidth, seatInDirection } from '../utils/plan-geometry';
import { SeatMarker } from './seat-marker';
import classes from './seat-marker.module.css';

/** The id of the seat list; the map's skip link leads into it. */
export const PLAN_SEATS_ID = 'plan-seats';
/** The plan's drawing without an image (and until the image says otherwise): 10 wide, 7 high. */
const DEFAULT_ASPECT = 0.7;

interface FloorPlanViewProps {
  map: FloorPlanMap;
  seats: readonly MapSeat[];
  matching: ReadonlySet<string>;
  /** Percent of the available width (the map's zoom control). */
  zoom: number;
  onOpenSeat: (seat: MapSeat) => void;
}

/**
 * Roving focus over the seats: the seat holding the Tab stop (the last one focused, else the first
 * free one) and the keys that move it (arrows to the nearest seat that way, Home and End).
 */
function useRovingSeats(seats: readonly MapSeat[], aspect: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const [activeId, setActiveId] = useState<string>();
  const active =
    seats.find((seat) => seat.id === activeId) ??
    seats.find((seat) => seat.state === 'available') ??
    seats[0];
  const focusSeat = (seat: MapSeat) => {
    setActiveId(seat.id);
    listRef.current?.querySelector<HTMLElement>(`[data-seat-id="${seat.id}"]`)?.focus();
  };
  const onKeyDown = (seat: MapSeat, event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = directionOfKey(event.key);
    let next: MapSeat | undefined;
    if (direction) next = seatInDirection(seats, seat.id, direction, aspect);
    else if (event.key === 'Home') next = seats[0];
    else if (event.key === 'End') next = seats[seats.length - 1];
    else return;
    event.preventDefault();
    if (next) focusSeat(next);
  };
  return { listRef, active, setActiveId, onKeyDown };
}

/** The plan's image (its loaded size sets the aspect), or a blank 10:7 drawing named like it. */
function PlanImage({ map, onAspect }: { map: FloorPlanMap; onAspect: (aspect: number) => void }) {
  const { t } = useTranslation('spaces');
  const name = map.floorPlan.name;
  return map.floorPlan.imageUrl ? (
    <img
      className={classes.image}
      src={map.floorPlan.imageUrl}
      alt={t('map.planAlt', { name })}
      onLoad={(event) => {
        const { naturalWidth, naturalHeight } = event.currentTarget;
        if (naturalWidth > 0 && naturalHeight > 0) onAspect(naturalHeight / naturalWidth);
      }}
    />
  ) : (
    <Box style={{ aspectRatio: '10 / 7' }} role="img" aria-label={t('map.planAlt', { name })} />
  );
}

/**
 * The plan image with each seat as a button placed by its percentage position. The plan is never
 * drawn so small that markers (44 px touch targets with labels) overlap: below that width it
 * scrolls inside its frame, the page does not. One seat is in the tab order (roving focus); the
 * arrow keys move to the nearest seat that way, Home and End to the first and last.
 */
export function FloorPlanView({ map, seats, matching, zoom, onOpenSeat }: FloorPlanViewProps) {
  const { t } = useTranslation('spaces');
  const { t: tm } = useTranslation('spacesMap');
  const hintId = useId();
  const [aspect, setAspect] = useState(DEFAULT_ASPECT);
  const roving = useRovingSeats(seats, aspect);
  const name = map.floorPlan.name;
  const minWidth = useMemo(() => Math.max(320, minimumPlanWidth(seats, aspect)), [seats, aspect]);
  // Wider than its frame only so the markers fit (a phone): say that the plan pans sideways.
  const frame = useElementSize();
  const pans = frame.width > 0 && minWidth > frame.width + 1;

  return (
    <Box>
      {pans && (
        <Text size="sm" c="dimmed" mb={4}>
          {tm('phone.panHint')}
        </Text>
      )}
      <Box ref={frame.ref} className={classes.frame} bg="gray.0">
        <div className={classes.plan} style={{ width: `${zoom}%`, minWidth }}>
          <PlanImage map={map} onAspect={setAspect} />
          <ul
            id={PLAN_SEATS_ID}
            ref={roving.listRef}
            className={classes.seats}
            aria-label={t('map.seatsLabel', { name })}
            aria-describedby={hintId}
          >
            {seats.map((seat) => (
              <li key={seat.id}>
                <SeatMarker
                  seat={seat}
                  matches={matching.has(seat.id)}
                  tabbable={seat.id === roving.active?.id}
                  onOpen={onOpenSeat}
                  onFocus={() => roving.setActiveId(seat.id)}
                  onKeyDown={(event) => roving.onKeyDown(seat, event)}
                />
              </li>
            ))}
          </ul>
          <VisuallyHidden id={hintId}>{tm('map.keyboardHint')}</VisuallyHidden>
        </div>
      </Box>
    </Box>
  );
}
