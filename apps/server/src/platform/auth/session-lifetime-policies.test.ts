import { defaultSettings, type EffectiveSettings } from '@buchbar/domain/settings';
import { describe, expect, it } from 'vitest';
import { SessionLifetimePolicies } from './session-lifetime';

function setup() {
  let now = 0;
  const reads: string[] = [];
  const policies = new SessionLifetimePolicies(
    async (tenantId) => {
      reads.push(tenantId);
      return { ...defaultSettings(), 'general.sessionIdleMinutes': reads.length } as EffectiveSettings;
    },
    () => now,
  );
  return { policies, reads, at: (t: number) => (now = t) };
}

describe('SessionLifetimePolicies', () => {
  it.each([
    ['within 5 s', 4_999, ['t1']],
    ['at 5 s', 5_000, ['t1', 't1']],
  ])('a tenant read again %s reads %j', async (_, later, reads) => {
    const t = setup();
    await t.policies.of('t1');
    t.at(later);
    await t.policies.of('t1');
    expect(t.reads).toEqual(reads);
  });

  it('a change on this instance applies at once (forget)', async () => {
    const t = setup();
    expect((await t.policies.of('t1'))['general.sessionIdleMinutes']).toBe(1);
    t.policies.forget('t1');
    expect((await t.policies.of('t1'))['general.sessionIdleMinutes']).toBe(2);
  });

  it('a session without a tenant gets the defaults without a read', async () => {
    const t = setup();
    expect(await t.policies.of(null)).toEqual(defaultSettings());
    expect(t.reads).toEqual([]);
  });

  it('two instances do not share what they keep', async () => {
    const a = setup();
    const b = setup();
    await a.policies.of('t1');
    await b.policies.of('t1');
    expect([a.reads, b.reads]).toEqual([['t1'], ['t1']]);
  });
});
