import { describe, expect, it } from 'vitest';
import { SessionCache, sessionTokenOf } from './session-cache';

const entry = (userId: string, expiresAt = 10_000_000) => ({
  user: { id: userId, email: `${userId}@x.example`, tenantId: 't1' },
  session: {
    id: `s-${userId}`,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    expiresAt: new Date(expiresAt),
  },
});

describe('SessionCache', () => {
  it.each([
    ['within the TTL', 1_000, true],
    ['at the TTL', 5_000, false],
    ['after the TTL', 9_000, false],
    ['with a clock that went back', -1, false],
  ])('a hit %s is %s', (_, later, kept) => {
    const c = new SessionCache(5_000);
    c.set('tok', entry('u1'), 1_000, c.generation);
    expect(c.get('tok', 1_000 + later) !== undefined).toBe(kept);
  });

  it('never returns a session past its own expiry', () => {
    const c = new SessionCache(60_000);
    c.set('tok', entry('u1', 2_000), 1_000, c.generation);
    expect(c.get('tok', 1_999)).toBeDefined();
    expect(c.get('tok', 2_000)).toBeUndefined();
  });

  it.each([
    [{ user: 'u1' }, ['b']],
    [{ user: 'u3' }, ['a', 'b']],
    [{ all: true as const }, []],
    [{ tenant: 't1' }, ['a', 'b']],
    [{ ping: 'x' }, ['a', 'b']],
  ])('apply(%j) keeps %j', (change, left) => {
    const c = new SessionCache(60_000);
    c.set('a', entry('u1'), 0, c.generation);
    c.set('b', entry('u2'), 0, c.generation);
    c.apply(change);
    expect(['a', 'b'].filter((t) => c.get(t, 1) !== undefined)).toEqual(left);
  });

  it('does not keep a validation that overlapped a change', () => {
    const c = new SessionCache(60_000);
    const before = c.generation;
    c.apply({ user: 'u1' }); // e.g. the session row was deleted while better-auth was reading it
    c.set('tok', entry('u1'), 0, before);
    expect(c.get('tok', 1)).toBeUndefined();
    c.set('tok', entry('u1'), 0, c.generation);
    expect(c.get('tok', 1)).toBeDefined();
  });
});

describe('sessionTokenOf', () => {
  it.each([
    ['buchbar.session_token=abc.sig', 'abc.sig'],
    ['a=1; buchbar.session_token=abc.sig; b=2', 'abc.sig'],
    ['__Secure-buchbar.session_token=xyz', 'xyz'],
    ['other.session_token=abc', undefined],
    ['xbuchbar.session_token=abc', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (cookie, token) => {
    expect(sessionTokenOf(cookie)).toBe(token);
  });
});
