import { TtlCache } from '../../platform/cache/ttl-cache';

/**
 * Floor-plan data of one day (seats, opening hours, the day's bookings) shared by all map
 * requests for a short time. A booking change drops the plan's entries at once on this instance
 * (after its commit, and on every NOTIFY from any instance); the TTL bounds what another
 * instance can miss in between. Per-user parts ("your place", settings) are never cached.
 */
export class MapSnapshotCache<T> {
  private readonly entries: TtlCache<string, T>;

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.entries = new TtlCache({ ttlMs, maxEntries: 5_000, now });
  }

  get(tenantId: string, floorPlanId: string, date: string, load: () => Promise<T>): Promise<T> {
    return this.entries.getOrLoad(`${tenantId}|${floorPlanId}|${date}`, load);
  }

  /** Drops the plan's days, including a load in flight (it may have read before the change). */
  invalidatePlan(floorPlanId: string): void {
    this.entries.deleteWhere((key) => key.split('|')[1] === floorPlanId);
  }
}
