/** The personal setting general.zoom (spec 9): the whole interface in percent, 50–200. */
export const INTERFACE_ZOOM = { min: 50, max: 200, default: 100 } as const;

/** The percent the interface is drawn at for a setting value; anything unusable is 100. */
export function interfaceZoomPercent(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return INTERFACE_ZOOM.default;
  return Math.min(INTERFACE_ZOOM.max, Math.max(INTERFACE_ZOOM.min, Math.round(value)));
}

/**
 * The root font size for a zoom: every size of the interface is in rem (Mantine), so scaling the
 * root scales text, controls and spacing together, like the browser's own zoom. Empty at 100 %,
 * so the browser's and the user's font-size preference stay in charge.
 */
export function rootFontSize(percent: number): string {
  return percent === INTERFACE_ZOOM.default ? '' : `${percent}%`;
}
