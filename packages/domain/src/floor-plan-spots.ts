/** A place on a floor plan in percent of the plan's width (x) and height (y), 0..100. */
export interface PlanSpot {
  posX: number;
  posY: number;
}

export interface FreeSpotOptions {
  /** Horizontal distance (percent of the width) two markers need so they do not overlap. */
  spacingX?: number;
  /** Vertical distance (percent of the height) two markers need so they do not overlap. */
  spacingY?: number;
  /** Distance from the plan's edges that stays empty (markers are centred on their spot). */
  margin?: number;
}

/**
 * Defaults for the admin plan: a marker is about 5 % of a plan's width and 6 % of its height on
 * the usual 10:7 drawings, and a little air between them keeps each one grabbable.
 */
export const FREE_SPOT_DEFAULTS = { spacingX: 7, spacingY: 9, margin: 6 } as const;

const round = (value: number) => Math.round(value * 10) / 10;

function positive(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** True when a marker at `spot` stays clear of the marker at `other` (boxes do not overlap). */
function clearOf(spot: PlanSpot, other: PlanSpot, spacingX: number, spacingY: number): boolean {
  // A tiny tolerance: positions are stored rounded to 0.1 %, a grid step may land 0.05 short.
  return (
    Math.abs(spot.posX - other.posX) >= spacingX - 0.05 || Math.abs(spot.posY - other.posY) >= spacingY - 0.05
  );
}

/**
 * Where a new seat goes on a plan that already holds `taken` (issue 14 point 9: new seats are not
 * stacked on one spot). Candidates form a grid inside the margin, read like text (rows from the
 * top, left to right); the first one clear of every seat wins. On a plan with no room left, the
 * candidate farthest from its nearest seat is taken, so the new marker is still as visible as it
 * can be. Seats with positions that are not numbers are ignored.
 */
export function nextFreeSpot(taken: readonly PlanSpot[], options: FreeSpotOptions = {}): PlanSpot {
  const spacingX = Math.min(50, positive(options.spacingX, FREE_SPOT_DEFAULTS.spacingX));
  const spacingY = Math.min(50, positive(options.spacingY, FREE_SPOT_DEFAULTS.spacingY));
  const margin = Math.min(49, Math.max(0, options.margin ?? FREE_SPOT_DEFAULTS.margin));
  const seats = taken.filter((s) => Number.isFinite(s.posX) && Number.isFinite(s.posY));
  let best: { spot: PlanSpot; room: number } | undefined;
  for (let y = margin; y <= 100 - margin + 1e-9; y += spacingY) {
    for (let x = margin; x <= 100 - margin + 1e-9; x += spacingX) {
      const spot = { posX: round(x), posY: round(y) };
      if (seats.every((seat) => clearOf(spot, seat, spacingX, spacingY))) return spot;
      // How far the nearest seat is, in "marker sizes" (Chebyshev distance, both axes scaled).
      const room = Math.min(
        ...seats.map((s) =>
          Math.max(Math.abs(spot.posX - s.posX) / spacingX, Math.abs(spot.posY - s.posY) / spacingY),
        ),
      );
      if (!best || room > best.room) best = { spot, room };
    }
  }
  return best?.spot ?? { posX: 50, posY: 50 };
}
