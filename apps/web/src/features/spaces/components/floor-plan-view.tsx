import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FloorPlanMap, MapSeat } from '../api/types';
import { SeatMarker } from './seat-marker';
import classes from './seat-marker.module.css';

interface FloorPlanViewProps {
  map: FloorPlanMap;
  seats: readonly MapSeat[];
  matching: ReadonlySet<string>;
  /** Percent of the available width (the map's zoom control). */
  zoom: number;
  onOpenSeat: (seat: MapSeat) => void;
}

/** The plan image with each seat as a button placed by its percentage position; scrolls when zoomed in. */
export function FloorPlanView({ map, seats, matching, zoom, onOpenSeat }: FloorPlanViewProps) {
  const { t } = useTranslation('spaces');
  const name = map.floorPlan.name;
  return (
    <Box
      style={{ overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      bg="gray.0"
    >
      <div className={classes.plan} style={{ width: `${zoom}%`, minWidth: 320, margin: '0 auto' }}>
        {map.floorPlan.imageUrl ? (
          <img className={classes.image} src={map.floorPlan.imageUrl} alt={t('map.planAlt', { name })} />
        ) : (
          <Box style={{ aspectRatio: '10 / 7' }} role="img" aria-label={t('map.planAlt', { name })} />
        )}
        <ul className={classes.seats} aria-label={t('map.seatsLabel', { name })}>
          {seats.map((seat) => (
            <li key={seat.id}>
              <SeatMarker seat={seat} matches={matching.has(seat.id)} onOpen={onOpenSeat} />
            </li>
          ))}
        </ul>
      </div>
    </Box>
  );
}
