import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { xactLockStatement } from './advisory-locks';
import { literal, type Step, withBatchedTransaction } from './batched-transaction';
import { isDatabaseUnavailable } from './database-errors';

const insert = (n: number): Step<number> => ({
  statements: [`insert into t (n) values (${n}) returning n`],
  read: ([r]) => r?.rows[0]?.n,
});
const count: Step<number> = {
  statements: ['select count(*)::int as c from t'],
  read: ([r]) => r?.rows[0]?.c,
};

describe('withBatchedTransaction', () => {
  let t: TestDatabase;
  const stored = async () => (await t.pool.query('select n from t order by n')).rows.map((r) => r.n);
  /** Connections of this pool other than the asking one, with their transaction state. */
  const backends = async () =>
    (
      await t.pool.query(
        'select state from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.state as string);
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
    await t.pool.query('create table t (n int primary key)');
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('opens with BEGIN in the first round trip and commits with the last: two round trips', async () => {
    await t.pool.query('truncate t');
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      if (typeof args[0] === 'string') sent.push(args[0]);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const queries: string[] = [];
    const result = await withBatchedTransaction(t.pool, async (batch) => {
      const before = await batch.open({
        statements: [xactLockStatement('seat', 'x'), 'select count(*)::int as c from t'],
        read: ([lock, c]) => {
          queries.push(`lock:${lock?.command}`);
          return c?.rows[0]?.c;
        },
      });
      return batch.commitWith(insert(before + 1));
    });
    pg.Client.prototype.query = query;
    expect(sent.map((q) => q.split(';\n').map((s) => s.split(' ')[0]))).toEqual([
      ['begin', 'select', 'select'],
      ['insert', 'commit'],
    ]);
    expect(queries).toEqual(['lock:SELECT']);
    expect(result).toBe(1);
    expect(await stored()).toEqual([1]);
    expect(await backends()).not.toContain('idle in transaction');
  });

  it('hands each step only the results of its own statements', async () => {
    await t.pool.query('truncate t');
    const seen = await withBatchedTransaction(t.pool, async (batch) => {
      const a = await batch.open({ statements: ['select 1 as a', 'select 2 as a'], read: (r) => r.length });
      const b = await batch.send(count);
      const c = await batch.commitWith({
        statements: ['select 3 as a'],
        read: (r) => r.map((x) => x.rows[0]?.a),
      });
      return [a, b, c];
    });
    expect(seen).toEqual([2, 0, [3]]);
  });

  it('commits a transaction that work left open, with Drizzle and raw statements in between', async () => {
    await t.pool.query('truncate t');
    await withBatchedTransaction(t.pool, async (batch) => {
      await batch.open(insert(1));
      await batch.send(insert(2));
      await batch.tx().client.query('insert into t (n) values (3)');
    });
    expect(await stored()).toEqual([1, 2, 3]);
    expect(await backends()).not.toContain('idle in transaction');
  });

  it('rolls back when work throws after opening, and the connection is clean for the next user', async () => {
    await t.pool.query('truncate t');
    await expect(
      withBatchedTransaction(t.pool, async (batch) => {
        await batch.open(insert(1));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await stored()).toEqual([]);
    expect(await backends()).not.toContain('idle in transaction');
  });

  it('rolls back when a statement of the committing step fails (COMMIT is never reached)', async () => {
    await t.pool.query('truncate t');
    await expect(
      withBatchedTransaction(t.pool, async (batch) => {
        await batch.open(insert(1));
        return batch.commitWith({
          statements: ['insert into t (n) values (2)', 'select 1/0'],
          read: () => 0,
        });
      }),
    ).rejects.toThrow(/division by zero/);
    expect(await stored()).toEqual([]);
    expect(await backends()).not.toContain('idle in transaction');
  });

  it('refuses steps out of order', async () => {
    await expect(withBatchedTransaction(t.pool, (batch) => batch.send(count))).rejects.toThrow(/not open/);
    await expect(
      withBatchedTransaction(t.pool, async (batch) => {
        await batch.open(count);
        await batch.open(count);
      }),
    ).rejects.toThrow(/already open/);
    await expect(
      withBatchedTransaction(t.pool, async (batch) => {
        await batch.open(count);
        await batch.commitWith(count);
        return batch.send(count);
      }),
    ).rejects.toThrow(/not open/);
  });

  it('escapes literals (quotes, backslashes) so values cannot leave their string', async () => {
    const value = "it's a \\ test'; drop table t; --";
    const echoed = await withBatchedTransaction(t.pool, (batch) =>
      batch.open({ statements: [`select ${literal(value)} as v`], read: ([r]) => r?.rows[0]?.v }),
    );
    expect(echoed).toBe(value);
  });

  it('a connection lost inside the transaction fails as "database unavailable" and is not reused', async () => {
    await t.pool.query('truncate t');
    const err = await withBatchedTransaction(t.pool, async (batch) => {
      await batch.open(insert(1));
      return batch.send({ statements: ['select pg_terminate_backend(pg_backend_pid())'], read: () => 0 });
    }).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(await stored()).toEqual([]);
    // The pool answers with a fresh connection.
    expect(await withBatchedTransaction(t.pool, (batch) => batch.open(insert(5)))).toBe(5);
    expect(await stored()).toEqual([5]);
  });
});
