import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { StartupError } from '../startup-error';

export type Db = NodePgDatabase;
export type Tx = { db: Db; client: pg.PoolClient };

export function createPool(url: string, max = 20, onError: (err: Error) => void = () => undefined): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // A connection that dies (terminated backend, restart, network) must never crash the process.
  // Idle clients report to the pool, which drops them; a checked-out client has no pool listener,
  // so every client gets its own for its whole life. The query in flight fails and answers 503;
  // the dead client is discarded on release and the pool connects anew for the next request.
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
  return pool;
}

export function createDb(pool: pg.Pool | pg.PoolClient): Db {
  return drizzle({ client: pool });
}

/**
 * Runs `work` in one transaction on one connection. Services get both the Drizzle handle
 * (for repositories) and the raw client (for pg-boss jobs and NOTIFY in the same transaction).
 */
export async function withTransaction<T>(pool: pg.Pool, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // Commit and rollback queue behind statements still running (e.g. the rest of a failed Promise.all).
  const one = oneAtATime(client);
  try {
    await one.query('begin');
    const result = await work({ db: createDb(one), client: one });
    await one.query('commit');
    return result;
  } catch (err) {
    await one.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * A transaction's connection runs one statement at a time. Repository code reads in parallel
 * (Promise.all) and may be handed a transaction: on a pool that runs in parallel, on one client
 * the statements are queued here, in call order (pg's own queue for that is deprecated).
 */
export function oneAtATime(client: pg.PoolClient): pg.PoolClient {
  let tail: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    // Callback style and submittables (cursors, streams) keep pg's own handling.
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function')
      return (client.query as (...a: unknown[]) => unknown)(...args);
    const run = tail.then(() => (client.query as (...a: unknown[]) => Promise<unknown>)(...args));
    tail = run.catch(() => undefined);
    return run;
  };
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Fails with one clear sentence when the database cannot be reached (no password shown). */
export async function assertReachable(pool: pg.Pool, url: string): Promise<void> {
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    const where = describeUrl(url);
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new StartupError(`Cannot reach the database at ${where} (${reason}); check DATABASE_URL.`);
  }
}

export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the configured address';
  }
}
