import type { FloorPlan, Seat } from '../api/types';

type SeatWithEquipment = Pick<Seat, 'equipment'>;

/** Distinct equipment names of the seats, sorted the German way (Ä next to A). */
export function listEquipmentNames(seats: readonly SeatWithEquipment[]): string[] {
  const names = new Set(seats.flatMap((seat) => seat.equipment.map((item) => item.name)));
  return [...names].sort((a, b) => a.localeCompare(b, 'de'));
}

/** The filter is off when nothing is selected; otherwise a seat must have every selected item. */
export function matchesEquipment(seat: SeatWithEquipment, selected: readonly string[]): boolean {
  return selected.every((name) => seat.equipment.some((item) => item.name === name && item.count > 0));
}

/** Natural order of labels: L-2 before L-10, rooms by name. */
export function sortSeatsByLabel<T extends Pick<Seat, 'label'>>(seats: readonly T[]): T[] {
  return [...seats].sort((a, b) => a.label.localeCompare(b.label, 'de', { numeric: true }));
}

/** Favourite floor plan first, then the others by name. */
export function sortFloorPlans(plans: readonly FloorPlan[], favouriteId: string): FloorPlan[] {
  return [...plans].sort((a, b) => {
    if (a.id === favouriteId) return -1;
    if (b.id === favouriteId) return 1;
    return a.name.localeCompare(b.name, 'de', { numeric: true });
  });
}

/** The plan to show: the one in the URL if it exists, else the favourite, else the first active. */
export function pickFloorPlan(
  plans: readonly FloorPlan[],
  requestedId: string,
  favouriteId: string,
): FloorPlan | undefined {
  const active = plans.filter((plan) => plan.active);
  return (
    active.find((plan) => plan.id === requestedId) ??
    active.find((plan) => plan.id === favouriteId) ??
    sortFloorPlans(active, favouriteId)[0]
  );
}

/** Adds or removes an id (favourite seats). */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
