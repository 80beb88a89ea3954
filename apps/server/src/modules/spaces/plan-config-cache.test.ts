import { describe, expect, it } from 'vitest';
import { PlanConfigCache } from './plan-config-cache';

type Seat = { floorPlanId: string; n: number };

function setup(ttl = 1_000) {
  let now = 0;
  let loads = 0;
  const cache = new PlanConfigCache<Seat>(ttl, () => now);
  const get = (key: string, plan = 'p1') =>
    cache.get(key, async () => {
      loads++;
      return { floorPlanId: plan, n: loads };
    });
  return { cache, get, loads: () => loads, at: (t: number) => (now = t) };
}

describe('PlanConfigCache', () => {
  it('loads once within the TTL and again after it', async () => {
    const t = setup();
    await t.get('a');
    await t.get('a');
    expect(t.loads()).toBe(1);
    t.at(999);
    await t.get('a');
    expect(t.loads()).toBe(1);
    t.at(1_000);
    expect((await t.get('a'))?.n).toBe(2);
  });

  it.each([
    ['p1', 2],
    ['p2', 1],
  ])('invalidatePlan(%s) reloads seats of that plan only (loads: %i)', async (plan, loads) => {
    const t = setup();
    await t.get('a', 'p1');
    t.cache.invalidatePlan(plan);
    await t.get('a', 'p1');
    expect(t.loads()).toBe(loads);
  });

  it('does not keep a load that overlapped a change, nor an unknown seat', async () => {
    const t = setup();
    const pending = t.get('a');
    t.cache.invalidatePlan('p9');
    await pending;
    await t.get('a');
    expect(t.loads()).toBe(2);
    const unknown = new PlanConfigCache<Seat>(1_000, () => 0);
    let misses = 0;
    const load = async () => {
      misses++;
      return undefined;
    };
    await unknown.get('x', load);
    await unknown.get('x', load);
    expect(misses).toBe(2);
  });

  it('forgets a failed load', async () => {
    const cache = new PlanConfigCache<Seat>(1_000, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => ({ floorPlanId: 'p', n: 1 }))).toEqual({
      floorPlanId: 'p',
      n: 1,
    });
  });
});
