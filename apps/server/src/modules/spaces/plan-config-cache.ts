import { TtlCache } from '../../platform/cache/ttl-cache';

/**
 * Configuration of a floor plan (a seat, its plan, the opening hours) kept in memory for the
 * booking hot path. Database triggers announce every write to these tables as
 * 'floor-plan.changed' (migration 0005) and invalidatePlan drops the plan's entries at once; a
 * load that overlapped such a change is not kept, and no entry is trusted longer than the TTL.
 */
export class PlanConfigCache<T extends { floorPlanId: string }> {
  private readonly entries: TtlCache<string, T | undefined>;

  constructor(ttlMs = 30_000, now: () => number = Date.now) {
    this.entries = new TtlCache({ ttlMs, maxEntries: 50_000, now });
  }

  get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    // Unknown seats are not kept (a seat created a moment later must be found).
    return this.entries.getOrLoad(key, load, { keep: (v) => v !== undefined });
  }

  /** Drops the plan's seats, and every load in flight (its plan is not known yet). */
  invalidatePlan(floorPlanId: string): void {
    this.entries.deleteWhere((_, v) => v === undefined || v.floorPlanId === floorPlanId);
  }

  clear(): void {
    this.entries.clear();
  }
}
