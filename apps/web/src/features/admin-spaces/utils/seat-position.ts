/** A seat's position on its plan: percent of the plan image's width (x) and height (y). */
export interface PlanPosition {
  posX: number;
  posY: number;
}

/** One keyboard step moves a marker by half a percent of the plan. */
export const KEYBOARD_STEP = 0.5;
/** With Shift held, a step is ten times larger. */
export const KEYBOARD_BIG_STEP = 5;

/** Clamped to 0..100 and rounded to 0.1 % (finer than a pixel on common plans; stable in the DB). */
export function toPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(100, Math.max(0, value));
  return Math.round(clamped * 10) / 10;
}

export interface PlanRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Pointer coordinates (client px) -> position on the plan; outside the image snaps to its edge. */
export function pointerToPosition(clientX: number, clientY: number, rect: PlanRect): PlanPosition {
  if (rect.width <= 0 || rect.height <= 0) return { posX: 0, posY: 0 };
  return {
    posX: toPercent(((clientX - rect.left) / rect.width) * 100),
    posY: toPercent(((clientY - rect.top) / rect.height) * 100),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The position after an arrow key, or undefined for any other key. */
export function moveByKey(position: PlanPosition, key: string, big = false): PlanPosition | undefined {
  const direction = ARROWS[key];
  if (!direction) return undefined;
  const step = big ? KEYBOARD_BIG_STEP : KEYBOARD_STEP;
  return {
    posX: toPercent(position.posX + direction[0] * step),
    posY: toPercent(position.posY + direction[1] * step),
  };
}

/** Whether two positions differ enough to be saved (a click without movement is no move). */
export function hasMoved(a: PlanPosition, b: PlanPosition): boolean {
  return Math.abs(a.posX - b.posX) >= 0.05 || Math.abs(a.posY - b.posY) >= 0.05;
}
