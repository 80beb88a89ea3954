import type pg from 'pg';

type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Counted) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** One round trip: count the request in the key's window (a new window once the old one ended). */
const INCR = `
insert into rate_limit_counters as c (key, window_start, window_end, count)
values ($1, now(), now() + $2::int * interval '1 millisecond', 1)
on conflict (key) do update set
  window_start = case when c.window_end <= now() then now() else c.window_start end,
  window_end = case when c.window_end <= now() then now() + $2::int * interval '1 millisecond' else c.window_end end,
  count = case when c.window_end <= now() then 1 else c.count + 1 end
returning count, greatest(0, ceil(extract(epoch from (window_end - now())) * 1000))::int as ttl`;

const READ = `
select count, greatest(0, ceil(extract(epoch from (window_end - now())) * 1000))::int as ttl
  from rate_limit_counters where key = $1 and window_end > now()`;

/**
 * A store for @fastify/rate-limit whose counters live in PostgreSQL, so N instances share one
 * limit instead of N× (issue 22 point 6). The database's clock decides the windows, so instances
 * with drifting clocks agree. Rows whose window ended are swept every minute by each instance.
 */
export function pgRateLimitStore(pool: pg.Pool, sweepMs = 60_000) {
  const sweep = setInterval(() => {
    pool.query('delete from rate_limit_counters where window_end < now()').catch(() => undefined);
  }, sweepMs);
  sweep.unref();

  class PgRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      pool.query<{ count: number; ttl: number }>(INCR, [this.prefix + key, Math.round(timeWindow)]).then(
        ({ rows }) => cb(null, { current: rows[0]?.count ?? 1, ttl: rows[0]?.ttl ?? timeWindow }),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback): void {
      pool.query<{ count: number; ttl: number }>(READ, [this.prefix + key]).then(
        ({ rows }) => cb(null, { current: rows[0]?.count ?? 0, ttl: rows[0]?.ttl ?? 0 }),
        (err: Error) => cb(err),
      );
    }

    /** A route with its own limit counts apart from the global one (like the built-in stores). */
    child(options: RouteInfo): PgRateLimitStore {
      const method = options.routeInfo?.method;
      return new PgRateLimitStore(undefined, `${String(method)}${options.routeInfo?.url ?? ''}:`);
    }
  }
  return { Store: PgRateLimitStore, stop: () => clearInterval(sweep) };
}
