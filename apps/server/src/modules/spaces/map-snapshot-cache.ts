/**
 * Floor-plan data of one day (seats, opening hours, the day's bookings) shared by all map
 * requests for a short time. A booking change drops the plan's entries at once on this instance
 * (after its commit, and on every NOTIFY from any instance); the TTL bounds what another
 * instance can miss in between. Per-user parts ("your place", settings) are never cached.
 */
export class MapSnapshotCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(tenantId: string, floorPlanId: string, date: string, load: () => Promise<T>): Promise<T> {
    const key = `${tenantId}|${floorPlanId}|${date}`;
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.set(key, { at: this.now(), value });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > 5_000) this.entries.clear();
    return value;
  }

  invalidatePlan(floorPlanId: string): void {
    for (const key of this.entries.keys()) if (key.split('|')[1] === floorPlanId) this.entries.delete(key);
  }
}
