import { describe, expect, it } from 'vitest';
import { MapSnapshotCache } from './map-snapshot-cache';

describe('MapSnapshotCache', () => {
  it('shares one load within the TTL, reloads after it, and drops a plan on invalidation', async () => {
    let now = 0;
    let loads = 0;
    const cache = new MapSnapshotCache<number>(2_000, () => now);
    const load = async () => ++loads;
    expect(await cache.get('t', 'p1', '2026-10-25', load)).toBe(1);
    expect(await cache.get('t', 'p1', '2026-10-25', load)).toBe(1);
    expect(await cache.get('t', 'p1', '2026-10-26', load)).toBe(2);
    now = 2_000;
    expect(await cache.get('t', 'p1', '2026-10-25', load)).toBe(3);
    cache.invalidatePlan('p1');
    expect(await cache.get('t', 'p1', '2026-10-25', load)).toBe(4);
    expect(await cache.get('t', 'p2', '2026-10-25', load)).toBe(5);
  });

  it('never keeps a failed load', async () => {
    const cache = new MapSnapshotCache<number>(60_000);
    await expect(cache.get('t', 'p', 'd', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('t', 'p', 'd', async () => 7)).toBe(7);
  });
});
