import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

function setup(opts: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const cache = new TtlCache<string, number>({
    ttlMs: opts.ttlMs ?? 100,
    maxEntries: opts.maxEntries ?? 10,
    now: () => now,
  });
  return { cache, at: (t: number) => (now = t) };
}

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('TtlCache', () => {
  it.each([
    ['just stored', 1_000, 7],
    ['within the TTL', 1_099, 7],
    ['at the TTL', 1_100, undefined],
    ['after the TTL', 5_000, undefined],
    ['with a clock set back', 999, undefined],
  ])('get %s -> %j', (_, later, expected) => {
    const t = setup();
    t.cache.set('a', 7);
    t.at(later);
    expect(t.cache.get('a')).toBe(expected);
  });

  it('drops a stale entry when it is read', () => {
    const t = setup();
    t.cache.set('a', 1);
    t.at(2_000);
    expect(t.cache.get('a')).toBeUndefined();
    expect(t.cache.size).toBe(0);
  });

  it('takes an explicit time instead of its clock', () => {
    const t = setup();
    t.cache.set('a', 1, 50);
    expect(t.cache.get('a', 149)).toBe(1);
    expect(t.cache.get('a', 150)).toBeUndefined();
  });

  it.each([
    ['delete', (c: TtlCache<string, number>) => c.delete('a'), ['b', 'c']],
    ['deleteWhere by key', (c: TtlCache<string, number>) => c.deleteWhere((k) => k !== 'b'), ['b']],
    ['deleteWhere by value', (c: TtlCache<string, number>) => c.deleteWhere((_, v) => v === 3), ['a', 'b']],
    ['clear', (c: TtlCache<string, number>) => c.clear(), []],
  ])('%s', (_, act, left) => {
    const t = setup();
    t.cache.set('a', 1);
    t.cache.set('b', 2);
    t.cache.set('c', 3);
    act(t.cache);
    expect(['a', 'b', 'c'].filter((k) => t.cache.get(k) !== undefined)).toEqual(left);
  });

  it.each([
    ['evicts the oldest entry when full', ['a', 'b', 'c', 'd'], ['b', 'c', 'd']],
    ['a key stored again counts as new', ['a', 'b', 'a', 'c', 'd'], ['a', 'c', 'd']],
    ['never more than maxEntries', ['a', 'b', 'c', 'd', 'e', 'f'], ['d', 'e', 'f']],
  ])('%s', (_, keys, left) => {
    const t = setup({ maxEntries: 3 });
    for (const k of keys) t.cache.set(k, 1);
    expect(t.cache.size).toBe(3);
    expect(['a', 'b', 'c', 'd', 'e', 'f'].filter((k) => t.cache.get(k) !== undefined)).toEqual(left);
  });

  describe('getOrLoad', () => {
    it('loads once within the TTL and again after it', async () => {
      const t = setup();
      let loads = 0;
      const load = async () => ++loads;
      expect(await t.cache.getOrLoad('a', load)).toBe(1);
      t.at(1_099);
      expect(await t.cache.getOrLoad('a', load)).toBe(1);
      t.at(1_100);
      expect(await t.cache.getOrLoad('a', load)).toBe(2);
    });

    it('counts the TTL from the start of the load', async () => {
      const t = setup();
      const d = deferred<number>();
      const pending = t.cache.getOrLoad('a', () => d.promise);
      t.at(1_090);
      d.resolve(1);
      await pending;
      t.at(1_100);
      expect(t.cache.get('a')).toBeUndefined();
    });

    it('shares one load among concurrent callers', async () => {
      const t = setup();
      let loads = 0;
      const d = deferred<number>();
      const load = () => {
        loads++;
        return d.promise;
      };
      const both = Promise.all([t.cache.getOrLoad('a', load), t.cache.getOrLoad('a', load)]);
      d.resolve(5);
      expect(await both).toEqual([5, 5]);
      expect(loads).toBe(1);
    });

    it('does not keep a failed load: the next caller loads again', async () => {
      const t = setup();
      await expect(t.cache.getOrLoad('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
      await settled();
      expect(await t.cache.getOrLoad('a', async () => 7)).toBe(7);
    });

    it('does not keep what keep() refuses, but hands it to the caller', async () => {
      const t = setup();
      const keep = (v: number) => v > 0;
      expect(await t.cache.getOrLoad('a', async () => 0, { keep })).toBe(0);
      expect(t.cache.get('a')).toBeUndefined();
      expect(await t.cache.getOrLoad('a', async () => 3, { keep })).toBe(3);
      expect(t.cache.get('a')).toBe(3);
    });

    it.each([
      ['delete of the key', (c: TtlCache<string, number>) => c.delete('a'), false],
      ['delete of another key', (c: TtlCache<string, number>) => c.delete('b'), true],
      [
        'deleteWhere choosing loads in flight',
        (c: TtlCache<string, number>) => c.deleteWhere((_, v) => v === undefined),
        false,
      ],
      [
        'deleteWhere choosing the key',
        (c: TtlCache<string, number>) => c.deleteWhere((k) => k === 'a'),
        false,
      ],
      ['deleteWhere choosing others', (c: TtlCache<string, number>) => c.deleteWhere((k) => k === 'b'), true],
      ['clear', (c: TtlCache<string, number>) => c.clear(), false],
      ['set of the key', (c: TtlCache<string, number>) => c.set('a', 9), false],
    ])('a load overtaken by %s is kept: %s', async (_, act, kept) => {
      const t = setup();
      const d = deferred<number>();
      const pending = t.cache.getOrLoad('a', () => d.promise);
      act(t.cache);
      d.resolve(1);
      expect(await pending).toBe(1); // its callers get the value either way
      expect(t.cache.get('a') === 1).toBe(kept);
    });

    it('a load started after an invalidation is kept, the overtaken one is not', async () => {
      const t = setup();
      const first = deferred<number>();
      const second = deferred<number>();
      const p1 = t.cache.getOrLoad('a', () => first.promise);
      t.cache.delete('a');
      const p2 = t.cache.getOrLoad('a', () => second.promise);
      second.resolve(2);
      await p2;
      first.resolve(1);
      await p1;
      expect(t.cache.get('a')).toBe(2);
    });
  });
});
