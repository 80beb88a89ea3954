/**
 * Configuration of a floor plan (a seat, its plan, the opening hours) kept in memory for the
 * booking hot path. Database triggers announce every write to these tables as
 * 'floor-plan.changed' (migration 0005) and invalidatePlan drops the plan's entries at once; a
 * load that overlapped such a change is not kept, and no entry is trusted longer than the TTL.
 */
export class PlanConfigCache<T extends { floorPlanId: string }> {
  private readonly entries = new Map<
    string,
    { at: number; value: Promise<T | undefined>; planId?: string }
  >();
  private generation = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && at - hit.at < this.ttlMs && at >= hit.at) return hit.value;
    const generation = this.generation;
    const entry: { at: number; value: Promise<T | undefined>; planId?: string } = { at, value: load() };
    if (this.entries.size >= 50_000) this.entries.clear();
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((v) => {
      // Unknown seats are not kept (a seat created a moment later must be found), nor anything
      // loaded while a change arrived.
      if (!v || generation !== this.generation) forget();
      else entry.planId = v.floorPlanId;
    }, forget);
    return entry.value;
  }

  invalidatePlan(floorPlanId: string): void {
    this.generation++;
    for (const [key, e] of this.entries) {
      if (e.planId === undefined || e.planId === floorPlanId) this.entries.delete(key);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
