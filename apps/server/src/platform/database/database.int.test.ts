import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { withTransaction } from './database';

describe('withTransaction', () => {
  let t: TestDatabase;
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await t?.drop();
  });

  it('runs parallel reads of repository code one after another on its connection, without pg deprecation warnings', async () => {
    const order = await withTransaction(t.pool, async (tx) => {
      const [a, b, c] = await Promise.all([
        tx.db.execute(sql`select 1 as n, pg_sleep(0.05)`),
        tx.db.execute(sql`select 2 as n`),
        tx.client.query('select 3 as n'),
      ]);
      return [a.rows[0]?.n, b.rows[0]?.n, c.rows[0]?.n];
    });
    expect(order).toEqual([1, 2, 3]);
    await new Promise((r) => setImmediate(r)); // warnings are emitted on the next tick
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });

  it('a failed statement aborts the transaction: the queued ones fail too, the rollback frees the connection', async () => {
    await expect(
      withTransaction(t.pool, async (tx) => {
        const results = await Promise.allSettled([
          tx.db.execute(sql`select 1/0`),
          tx.db.execute(sql`select 1`),
        ]);
        expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']); // aborted transaction
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { rows } = await t.pool.query('select 1 as ok');
    expect(rows[0].ok).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });
});
