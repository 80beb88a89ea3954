import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import type { Seat } from '../api/types';
import { hasMoved, type PlanPosition, pointerToPosition } from '../utils/seat-position';

interface DragState {
  seatId: string;
  start: PlanPosition;
  position: PlanPosition;
}

export interface SeatPointerHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
}

interface SeatDragOptions {
  planRef: RefObject<HTMLElement | null>;
  onMove: (seat: Seat, position: PlanPosition) => void;
  onClick: (seat: Seat) => void;
}

/**
 * Pointer dragging of seat markers: the pointer is captured on the marker, the position follows
 * it as percent of the plan, and releasing saves once. A release without movement is a click.
 */
export function useSeatDrag({ planRef, onMove, onClick }: SeatDragOptions) {
  const [drag, setDrag] = useState<DragState>();
  const dragRef = useRef<DragState>(undefined);

  const positionOf = (event: PointerEvent<HTMLElement>): PlanPosition | undefined => {
    const rect = planRef.current?.getBoundingClientRect();
    return rect ? pointerToPosition(event.clientX, event.clientY, rect) : undefined;
  };

  const update = (next: DragState | undefined) => {
    dragRef.current = next;
    setDrag(next);
  };

  return {
    /** Where a seat is drawn: its dragged position while dragging, else the saved one. */
    positionOf: (seat: Seat): PlanPosition =>
      drag?.seatId === seat.id ? drag.position : { posX: seat.posX, posY: seat.posY },
    draggingId: drag?.seatId,
    handlers: (seat: Seat): SeatPointerHandlers => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        const start = { posX: seat.posX, posY: seat.posY };
        update({ seatId: seat.id, start, position: start });
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const current = dragRef.current;
        const position = positionOf(event);
        if (current?.seatId === seat.id && position) update({ ...current, position });
      },
      onPointerUp: () => {
        const current = dragRef.current;
        update(undefined);
        if (current?.seatId !== seat.id) return;
        if (hasMoved(current.start, current.position)) onMove(seat, current.position);
        else onClick(seat);
      },
      onPointerCancel: () => update(undefined),
    }),
  };
}
