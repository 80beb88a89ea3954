/** A seat's centre on the plan in percent of its width (x) and height (y). */
export interface PlanPoint {
  posX: number;
  posY: number;
}

/** WCAG 2.5.5 / Apple and Android guidance: a touch target at least 44 CSS pixels square. */
export const TOUCH_TARGET_PX = 44;
/** Never wider than this, even for seats drawn on top of each other (they would never fit). */
export const MAX_PLAN_WIDTH_PX = 2400;
/** Air between two neighbouring markers, so a tap between them is nobody's. */
const GAP_PX = 4;

/**
 * A map marker's width: the state symbol, padding and border (28 px) and the label in bold 12 px
 * (at most 9 px a character), never below the touch target.
 */
export function estimateMarkerWidth(label: string): number {
  return Math.max(TOUCH_TARGET_PX, 28 + 9 * [...label].length);
}

/**
 * The narrowest rendering of a plan at which no two seat markers overlap (issue 14 point 4: 44 px
 * touch targets with their labels). Two markers are apart when their centres differ by half their
 * widths (plus a gap) across, or by the marker height (plus a gap) down; `aspect` is the plan's
 * height / width. Seats on the same spot are left out (they overlap at any size); the answer is
 * capped at MAX_PLAN_WIDTH_PX.
 */
export function minimumPlanWidth(seats: readonly (PlanPoint & { label: string })[], aspect: number): number {
  const ratio = Number.isFinite(aspect) && aspect > 0 ? aspect : 0.7;
  const widths = seats.map((seat) => estimateMarkerWidth(seat.label));
  let width = 0;
  for (let i = 0; i < seats.length; i += 1) {
    const a = seats[i] as PlanPoint;
    for (let j = i + 1; j < seats.length; j += 1) {
      const b = seats[j] as PlanPoint;
      const across = Math.abs(a.posX - b.posX) / 100;
      const down = (Math.abs(a.posY - b.posY) / 100) * ratio;
      if (across === 0 && down === 0) continue;
      const needAcross = ((widths[i] as number) + (widths[j] as number)) / 2 + GAP_PX;
      const needDown = TOUCH_TARGET_PX + GAP_PX;
      // Whichever axis separates them first decides: the smaller of the two widths.
      const pair = Math.min(
        across > 0 ? needAcross / across : Infinity,
        down > 0 ? needDown / down : Infinity,
      );
      width = Math.max(width, pair);
    }
  }
  return Math.min(MAX_PLAN_WIDTH_PX, Math.ceil(width));
}

export type PlanDirection = 'left' | 'right' | 'up' | 'down';

const DIRECTION_OF_KEY: Record<string, PlanDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The direction an arrow key points to, or undefined for any other key. */
export function directionOfKey(key: string): PlanDirection | undefined {
  return DIRECTION_OF_KEY[key];
}

/**
 * Roving focus on the map (issue 14 point 10): the seat an arrow key leads to from `fromId`. Among
 * the seats that lie in that direction, the nearest wins; sideways distance counts double, so
 * "down" prefers the seat below over one diagonally closer. Y is scaled by the plan's aspect so
 * distances compare as drawn. Undefined when nothing lies that way (the focus stays).
 */
export function seatInDirection<T extends PlanPoint & { id: string }>(
  seats: readonly T[],
  fromId: string,
  direction: PlanDirection,
  aspect = 0.7,
): T | undefined {
  const from = seats.find((seat) => seat.id === fromId);
  if (!from) return undefined;
  let best: { seat: T; score: number } | undefined;
  for (const seat of seats) {
    if (seat.id === from.id) continue;
    const dx = seat.posX - from.posX;
    const dy = (seat.posY - from.posY) * aspect;
    const [ahead, aside] =
      direction === 'left'
        ? [-dx, dy]
        : direction === 'right'
          ? [dx, dy]
          : direction === 'up'
            ? [-dy, dx]
            : [dy, dx];
    if (ahead <= 0) continue;
    const score = ahead + 2 * Math.abs(aside);
    if (!best || score < best.score) best = { seat, score };
  }
  return best?.seat;
}
