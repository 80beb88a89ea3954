import pg from 'pg';
import { createDb, oneAtATime, type Tx } from './database';
import { isDatabaseUnavailable } from './database-errors';

/**
 * A step of a batched transaction: statements that travel together as one simple-protocol query
 * (one round trip), and how to read the step's answer from their results (one per statement, in
 * order). Statements take no parameters: values are embedded with `literal` (escaped), and only
 * values the server validated or produced itself belong there (uuids, instants, its own JSON).
 */
export type Step<T> = { statements: readonly string[]; read: (results: pg.QueryResult[]) => T };

/** A value as an escaped SQL literal, for the statements of a Step. */
export const literal = (value: string): string => pg.escapeLiteral(value);

/**
 * The transaction handed to `withBatchedTransaction`'s work. It is opened with its first step
 * (`BEGIN` travels with it) and ended by `commitWith` (`COMMIT` travels with the last step); work
 * that needs ordinary transactional code in between (repositories, mails, jobs) uses `tx()`.
 */
export interface BatchedTx {
  /** `BEGIN` and the step's statements in one round trip. Exactly once, first. */
  open<T>(step: Step<T>): Promise<T>;
  /** More statements inside the open transaction, in one round trip. */
  send<T>(step: Step<T>): Promise<T>;
  /** The step's statements and `COMMIT` in one round trip; the transaction has ended when it resolves. */
  commitWith<T>(step: Step<T>): Promise<T>;
  /** The open transaction for Drizzle repositories, jobs and the outbox (statements queue in call order). */
  tx(): Tx;
}

/**
 * Runs `work` in one transaction whose statements go in batches (ADR 0005: the booking hot path
 * takes two round trips, `BEGIN; lock; read` and `INSERT; NOTIFY; COMMIT`). This function owns the
 * connection and the transaction's end: a transaction that work opened but did not end with
 * `commitWith` is committed when work returns (one more round trip) and rolled back when it
 * throws; the connection always goes back to the pool. A connection lost on the way fails with
 * the driver's error, which the HTTP layer answers with 503 DATABASE_UNAVAILABLE
 * (isDatabaseUnavailable); such a connection, or one whose rollback failed, is discarded instead
 * of being reused.
 */
export async function withBatchedTransaction<T>(
  pool: pg.Pool,
  work: (batch: BatchedTx) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  // Every statement of this transaction goes through one queue (batches and Drizzle alike).
  const one = oneAtATime(client);
  // Changed by the batch's methods (closures), read here after work.
  let state = 'idle' as 'idle' | 'open' | 'ended';
  const run = async <S>(step: Step<S>, before: string[], after: string[]): Promise<S> => {
    const text = [...before, ...step.statements, ...after].join(';\n');
    const raw = (await one.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    // A multi-statement query answers with an array; a single statement with its one result.
    const all = Array.isArray(raw) ? raw : [raw];
    return step.read(all.slice(before.length, all.length - after.length));
  };
  const batch: BatchedTx = {
    async open(step) {
      if (state !== 'idle') throw new Error('the batched transaction is already open');
      state = 'open';
      return run(step, ['begin'], []);
    },
    async send(step) {
      if (state !== 'open') throw new Error('the batched transaction is not open');
      return run(step, [], []);
    },
    async commitWith(step) {
      if (state !== 'open') throw new Error('the batched transaction is not open');
      const result = await run(step, [], ['commit']);
      state = 'ended';
      return result;
    },
    tx() {
      if (state !== 'open') throw new Error('the batched transaction is not open');
      return { db: createDb(one), client: one };
    },
  };
  let discard: Error | undefined;
  try {
    const result = await work(batch);
    if (state === 'open') {
      await one.query('commit');
      state = 'ended';
    }
    return result;
  } catch (err) {
    if (isDatabaseUnavailable(err)) discard = err as Error;
    else if (state === 'open')
      await one.query('rollback').catch((rollbackErr: Error) => {
        discard = rollbackErr;
      });
    throw err;
  } finally {
    client.release(discard);
  }
}
