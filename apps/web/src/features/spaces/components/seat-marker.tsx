import { useTranslation } from 'react-i18next';
import { seatStyle } from '@/entities/seat-state/seat-palette';
import { SeatStateIcon } from '@/entities/seat-state/seat-state-icon';
import type { MapSeat } from '../api/types';
import classes from './seat-marker.module.css';

interface SeatMarkerProps {
  seat: MapSeat;
  /** False when the equipment filter excludes the seat: drawn pale, still reachable. */
  matches: boolean;
  onOpen: (seat: MapSeat) => void;
}

/** One seat or room on the plan: a real button at (posX %, posY %), coloured and marked by its state. */
export function SeatMarker({ seat, matches, onOpen }: SeatMarkerProps) {
  const { t } = useTranslation('spaces');
  const style = seatStyle(seat.state);
  const state = t(`states.${seat.state}`);
  const name = matches
    ? t('seat.aria', { label: seat.label, state })
    : t('seat.ariaFiltered', { label: seat.label, state });
  const className = [
    classes.marker,
    seat.kind === 'room' ? classes.room : '',
    style.striped ? classes.striped : '',
    matches ? '' : classes.dimmed,
  ].join(' ');
  return (
    <button
      type="button"
      className={className}
      style={{
        left: `${seat.posX}%`,
        top: `${seat.posY}%`,
        backgroundColor: style.background,
        color: style.foreground,
      }}
      aria-label={name}
      title={name}
      data-state={seat.state}
      onClick={() => onOpen(seat)}
    >
      <SeatStateIcon state={seat.state} size="1.15em" />
      <span className={classes.label} aria-hidden="true">
        {seat.label}
      </span>
    </button>
  );
}
