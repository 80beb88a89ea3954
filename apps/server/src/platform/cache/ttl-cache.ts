export type TtlCacheOptions = {
  /** How long an entry is trusted after it was stored (or after its load began), in ms. */
  ttlMs: number;
  /** At most this many entries; storing one more evicts the oldest. */
  maxEntries: number;
  /** The clock (ms); tests pin it. Methods also take an explicit `now` for callers with a request time. */
  now?: () => number;
};

type Entry<V> = { at: number; value: V };

/**
 * The one in-memory cache of the server: entries trusted for `ttlMs`, at most `maxEntries` of them
 * (the oldest goes first), owned by the instance that constructs it (a service, the composition
 * root), never a module global. An entry stored in the future of the clock (a clock set back) is
 * stale too.
 *
 * `getOrLoad` shares one load among concurrent callers of a key; a failed load, a value `keep`
 * refuses, and a load that an invalidation (`delete`, `deleteWhere` choosing it, `clear`) overtook
 * are handed to their callers but not kept: a load that began before a change may have read what
 * the change replaced.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loads = new Map<K, Promise<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(opts: TtlCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.maxEntries = opts.maxEntries;
    this.now = opts.now ?? Date.now;
  }

  /** The fresh value of the key, or undefined (a stale entry is dropped). */
  get(key: K, now = this.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.at >= this.ttlMs || now < hit.at) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V, now = this.now()): void {
    this.loads.delete(key);
    this.store(key, value, now);
  }

  /** The fresh value, else the one load in flight for the key, else a new load (see the class). */
  getOrLoad(key: K, load: () => Promise<V>, opts: { keep?: (value: V) => boolean } = {}): Promise<V> {
    const now = this.now();
    const hit = this.get(key, now);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.loads.get(key);
    if (pending) return pending;
    const loading = load();
    this.loads.set(key, loading);
    const current = () => this.loads.get(key) === loading;
    loading.then(
      (value) => {
        if (!current()) return;
        this.loads.delete(key);
        if (opts.keep?.(value) !== false) this.store(key, value, now);
      },
      () => {
        if (current()) this.loads.delete(key);
      },
    );
    return loading;
  }

  delete(key: K): void {
    this.entries.delete(key);
    this.loads.delete(key);
  }

  /** Drops the entries the predicate chooses; it sees `undefined` for a key whose load is in flight. */
  deleteWhere(choose: (key: K, value: V | undefined) => boolean): void {
    for (const [key, e] of this.entries) if (choose(key, e.value)) this.entries.delete(key);
    for (const key of this.loads.keys()) if (choose(key, undefined)) this.loads.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.loads.clear();
  }

  /** Stored entries (fresh or not yet found stale). */
  get size(): number {
    return this.entries.size;
  }

  private store(key: K, value: V, now: number): void {
    // Re-inserted keys move to the end, so the first key is always the oldest.
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { at: now, value });
  }
}
