import { UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../api/types';
import type { SeatPointerHandlers } from '../hooks/use-seat-drag';
import type { PlanPosition } from '../utils/seat-position';
import classes from './seat-marker.module.css';

interface SeatMarkerProps {
  seat: Seat;
  position: PlanPosition;
  dragging: boolean;
  pointerHandlers: SeatPointerHandlers;
  /** Moves the seat for an arrow key; false for any other key. */
  onArrowKey: (seat: Seat, key: string, big: boolean) => boolean;
  onEdit: (seat: Seat) => void;
}

const percent = (value: number, language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 1 }).format(value);

/**
 * One seat on the admin plan: drag it with the pointer, or focus it and use the arrow keys
 * (0.5 %, with Shift 5 %); Enter opens the seat dialog.
 */
export function SeatMarker({
  seat,
  position,
  dragging,
  pointerHandlers,
  onArrowKey,
  onEdit,
}: SeatMarkerProps) {
  const { t, i18n } = useTranslation('adminSpaces');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (onArrowKey(seat, event.key, event.shiftKey)) event.preventDefault();
  };
  const language = i18n.resolvedLanguage ?? 'de';
  return (
    <UnstyledButton
      className={classes.marker}
      data-kind={seat.kind}
      data-inactive={!seat.active || undefined}
      data-dragging={dragging || undefined}
      style={{ left: `${position.posX}%`, top: `${position.posY}%` }}
      aria-label={t('plan.markerLabel', {
        label: seat.label,
        x: percent(position.posX, language),
        y: percent(position.posY, language),
      })}
      aria-describedby="seat-marker-help"
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // Pointer clicks are decided by the drag hook; only keyboard "clicks" (detail 0) land here.
        if (event.detail === 0) onEdit(seat);
      }}
      {...pointerHandlers}
    >
      {seat.label}
    </UnstyledButton>
  );
}
