import { describe, expect, it } from 'vitest';
import { SessionLifetimes } from './session-lifetime';

function setup() {
  let now = 0;
  const reads: (string | null)[] = [];
  const lifetimes = new SessionLifetimes(
    async (tenantId) => {
      reads.push(tenantId);
      return { idleMinutes: reads.length, absoluteMinutes: 600 };
    },
    () => now,
  );
  return { lifetimes, reads, at: (t: number) => (now = t) };
}

describe('SessionLifetimes policy cache', () => {
  it.each([
    ['within 5 s', 4_999, ['t1']],
    ['at 5 s', 5_000, ['t1', 't1']],
  ])('a tenant read again %s reads %j', async (_, later, reads) => {
    const t = setup();
    await t.lifetimes.policy('t1');
    t.at(later);
    await t.lifetimes.policy('t1');
    expect(t.reads).toEqual(reads);
  });

  it('a change on this instance applies at once (forget)', async () => {
    const t = setup();
    expect((await t.lifetimes.policy('t1')).idleMinutes).toBe(1);
    t.lifetimes.forget('t1');
    expect((await t.lifetimes.policy('t1')).idleMinutes).toBe(2);
  });

  it('accounts of no tenant are read once and kept apart from tenants', async () => {
    const t = setup();
    await t.lifetimes.policy(null);
    await t.lifetimes.policy(null);
    await t.lifetimes.policy('t1');
    expect(t.reads).toEqual([null, 't1']);
  });

  it('two instances do not share what they keep', async () => {
    const a = setup();
    const b = setup();
    await a.lifetimes.policy('t1');
    await b.lifetimes.policy('t1');
    expect([a.reads, b.reads]).toEqual([['t1'], ['t1']]);
  });
});
