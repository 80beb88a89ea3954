/**
 * What a seat's QR code opens on a phone: the product's map with that plan and seat selected and
 * check-in requested. The map page reads `floorPlan`, `seat` and `checkin` (signing in first if
 * needed, the redirect cookie brings the user back).
 */
export function checkInUrl(origin: string, product: string, floorPlanId: string, seatId: string): string {
  const url = new URL(`/${encodeURIComponent(product)}/karte`, origin);
  url.searchParams.set('floorPlan', floorPlanId);
  url.searchParams.set('seat', seatId);
  url.searchParams.set('checkin', '1');
  return url.toString();
}

/**
 * The plan image for a device without a session: the kiosk token goes along as `?token=`, as for
 * the map and the event stream (the files route has to accept it for kiosk devices).
 */
export function kioskImageUrl(imageUrl: string, token: string): string {
  const separator = imageUrl.includes('?') ? '&' : '?';
  return `${imageUrl}${separator}token=${encodeURIComponent(token)}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?date=YYYY-MM-DD` shows another day (set-up and tests); anything else means today. */
export function kioskDate(param: string | null, today: string): string {
  return param && DATE.test(param) && !Number.isNaN(Date.parse(`${param}T00:00:00Z`)) ? param : today;
}

/** Seats in reading order: L-2 before L-10. */
export function sortByLabel<T extends { label: string }>(seats: readonly T[]): T[] {
  return [...seats].sort((a, b) => a.label.localeCompare(b.label, 'de', { numeric: true }));
}
