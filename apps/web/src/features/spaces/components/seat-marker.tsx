import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { seatStyle } from '@/entities/seat-state/seat-palette';
import { SeatStateIcon } from '@/entities/seat-state/seat-state-icon';
import type { MapSeat } from '../api/types';
import classes from './seat-marker.module.css';

interface SeatMarkerProps {
  seat: MapSeat;
  /** False when the equipment filter excludes the seat: drawn pale, still reachable. */
  matches: boolean;
  /** The one seat in the tab order (roving focus; the others are reached with the arrow keys). */
  tabbable: boolean;
  onOpen: (seat: MapSeat) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * One seat or room on the plan: a real button (at least 44 px square) at (posX %, posY %),
 * coloured and marked by its state, with its label.
 */
export function SeatMarker({ seat, matches, tabbable, onOpen, onFocus, onKeyDown }: SeatMarkerProps) {
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
      data-seat-id={seat.id}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onOpen(seat)}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <SeatStateIcon state={seat.state} size="1.15em" />
      <span className={classes.label} aria-hidden="true">
        {seat.label}
      </span>
    </button>
  );
}
