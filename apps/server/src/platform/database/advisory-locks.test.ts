import { describe, expect, it } from 'vitest';
import { LOCK_NAMESPACES, type LockKind, MIGRATION_LOCK_KEY, xactLockStatement } from './advisory-locks';

const kinds = Object.keys(LOCK_NAMESPACES) as LockKind[];
const int4 = (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31;

describe('advisory-lock namespaces', () => {
  it('gives every kind of resource its own namespace', () => {
    const numbers = Object.values(LOCK_NAMESPACES);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(kinds)('%s: a namespace PostgreSQL takes as the first key of the two-key form (int4)', (kind) => {
    expect(int4(LOCK_NAMESPACES[kind])).toBe(true);
  });

  it('names the kinds the booking verticals need', () => {
    expect(kinds).toEqual(expect.arrayContaining(['seat', 'floorPlan', 'tenantGrants', 'vehicle']));
  });

  it('keeps the numbers that running instances already use (a rolling update mixes releases)', () => {
    expect(LOCK_NAMESPACES.seat).toBe(1);
    expect(MIGRATION_LOCK_KEY).toBe(0x62756368);
  });

  it.each([
    [
      'seat',
      'a3b1c2d4-0000-4000-8000-000000000001',
      "select pg_advisory_xact_lock(1, hashtext('a3b1c2d4-0000-4000-8000-000000000001'))",
    ],
    ['vehicle', "it's", "select pg_advisory_xact_lock(4, hashtext('it''s'))"],
    ['tenantGrants', 'back\\slash', "select pg_advisory_xact_lock(2, hashtext( E'back\\\\slash'))"],
  ] as const)('%s %s: the id travels as an escaped literal', (kind, id, statement) => {
    expect(xactLockStatement(kind, id)).toBe(statement);
  });
});
