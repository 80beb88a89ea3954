import { randomUUID } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { JOB_QUEUE_LOCK_KEY } from '../database/advisory-locks';
import type { Tx } from '../database/database';
import { withStartupLock } from '../database/migrate';

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Jobs and schedules on pg-boss, sharing the app's pool. enqueue() takes the business
 * transaction, so a job exists exactly when the change that caused it was committed.
 */
export class Jobs {
  private readonly queues = new Set<string>();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly boss: PgBoss,
    private readonly work: boolean,
    private readonly state: { stopped: boolean },
  ) {}

  static async start(pool: pg.Pool, opts: { work: boolean; onError: (err: Error) => void }): Promise<Jobs> {
    const state = { stopped: false };
    const boss = new PgBoss({
      // pg-boss marks a finished job complete without awaiting it; after stop() the pool may be
      // ended, so such late statements are dropped (the job expires and is retried) instead of
      // rejecting unhandled.
      db: { executeSql: executorUntilStopped(pool, state) },
      schema: 'pgboss',
      supervise: opts.work,
      schedule: opts.work,
    });
    boss.on('error', opts.onError);
    await boss.start();
    return new Jobs(pool, boss, opts.work, state);
  }

  /** Whether this instance works jobs (JOBS=true), so it may also run its own workers. */
  get working(): boolean {
    return this.work;
  }

  /** Declares a queue and, on instances that work jobs, its handler. */
  async register<T extends object>(name: string, handler: JobHandler<T>, opts: { retryLimit?: number } = {}) {
    await this.ensureQueue(name, opts.retryLimit ?? 5);
    if (!this.work) return;
    await this.boss.work<T>(name, { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  }

  async enqueue<T extends object>(
    tx: Tx,
    name: string,
    data: T,
    options: PgBoss.SendOptions = {},
  ): Promise<void> {
    await this.boss.send(name, data, {
      ...options,
      db: { executeSql: (text, values) => tx.client.query(text, values) },
    });
  }

  /**
   * The statements that enqueue a job, for a step of a batched transaction (one round trip with
   * the business statements; platform/database/batched-transaction.ts): pg-boss's own insert,
   * captured instead of sent, then `PREPARE`d under a unique name and `EXECUTE`d with its values
   * as escaped literals (a batch takes no parameters; EXECUTE coerces them to the parameter
   * types PostgreSQL inferred, as the extended protocol does), then deallocated. The job
   * exists exactly when the transaction that ran these statements commits.
   */
  async enqueueStatements<T extends object>(
    name: string,
    data: T,
    options: PgBoss.SendOptions = {},
  ): Promise<string[]> {
    let captured: { text: string; values: unknown[] } | undefined;
    await this.boss.send(name, data, {
      ...options,
      db: {
        executeSql: async (text, values) => {
          captured = { text, values: values ?? [] };
          return { rows: [{ id: null }] };
        },
      },
    });
    if (!captured) throw new Error(`pg-boss issued no statement for job ${name}`);
    const statement = `job_${randomUUID().replaceAll('-', '')}`;
    const args = captured.values.map(sqlValue).join(', ');
    return [
      `prepare ${statement} as ${captured.text}`,
      `execute ${statement}(${args})`,
      `deallocate ${statement}`,
    ];
  }

  /**
   * Jobs per state for /metrics: waiting (created or waiting for a retry), active, and failed
   * (kept until pg-boss deletes them).
   */
  async countByState(): Promise<Record<'waiting' | 'active' | 'failed', number>> {
    const { rows } = await this.pool.query<{ state: string; n: number }>(
      `select state::text as state, count(*)::int as n from pgboss.job
        where state in ('created', 'retry', 'active', 'failed') group by state`,
    );
    const of = (...states: string[]) =>
      rows.filter((r) => states.includes(r.state)).reduce((sum, r) => sum + r.n, 0);
    return { waiting: of('created', 'retry'), active: of('active'), failed: of('failed') };
  }

  async schedule(name: string, cron: string, tz = 'Europe/Berlin'): Promise<void> {
    await this.ensureQueue(name, 1);
    await this.boss.schedule(name, cron, {}, { tz });
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.state.stopped = true;
  }

  private async ensureQueue(name: string, retryLimit: number): Promise<void> {
    if (this.queues.has(name)) return;
    if (!(await this.boss.getQueue(name))) {
      // Instances starting together on a new database: one creates the queue, the others wait
      // and find it (two createQueue calls at once deadlock on pg-boss's partition tables).
      await withStartupLock(
        this.pool,
        async () => {
          if (await this.boss.getQueue(name)) return;
          await this.boss.createQueue(name, { name, retryLimit, retryDelay: 5, retryBackoff: true });
        },
        undefined,
        JOB_QUEUE_LOCK_KEY,
      );
    }
    this.queues.add(name);
  }
}

/** pg-boss's completion statements (complete, fail) end in this count, which it reads back. */
const COMPLETION_COUNT = /select count\(\*\) from results\s*$/i;

/**
 * The pool's query while the instance runs; afterwards an empty answer of the shape pg-boss
 * expects. pg-boss marks a finished job complete (or failed) without awaiting it; after stop() the
 * pool may be ended, so such late statements are dropped (the job expires and is retried). A
 * completion reads `rows[0].count`: it gets a count of 0, not an empty list, or the un-awaited call
 * would reject unhandled (seen when a test's database went away under a failing job).
 */
export function executorUntilStopped(
  pool: Pick<pg.Pool, 'query'>,
  state: { stopped: boolean },
): (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> {
  return (text, values) => {
    if (!state.stopped) return pool.query(text, values);
    return Promise.resolve({ rows: COMPLETION_COUNT.test(text) ? [{ count: '0' }] : [] });
  };
}

/** A parameter value as node-postgres would send it, as an escaped SQL literal (NULL for none). */
function sqlValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'object') return pg.escapeLiteral(JSON.stringify(value));
  return pg.escapeLiteral(String(value));
}
