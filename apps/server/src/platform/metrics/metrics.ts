import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The booking areas and outcomes counted by `buchbar_bookings_total`. */
export type BookingArea = 'spaces' | 'vehicles';
export type BookingOutcome = 'created' | 'refused' | 'conflict' | 'invalid' | 'error';

/** One sample of a gauge read on scrape: its labels and value. */
export type GaugeSample = { labels?: Record<string, string>; value: number };

/** A gauge whose value is read when Prometheus scrapes (a database count, a pool's state). */
export type ScrapeGauge = {
  name: string;
  help: string;
  labelNames?: readonly string[];
  collect: () => Promise<GaugeSample[]> | GaugeSample[];
};

/** How long a scrape waits for one collector (a database count) before it reports it as failed. */
export const COLLECT_TIMEOUT_MS = 2_000;

/**
 * The process's metrics (issue 24 point 3): one registry per app, so several apps in one test
 * process do not share counters. Modules never import prom-client: they report through
 * `bookingAttempt` (via their routes' `bookingArea` config) and the composition root adds the
 * gauges that need a module (mail outbox) with `addScrapeGauge`.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly bookings: Counter<'area' | 'outcome'>;
  private readonly collectFailures: Counter<'collector'>;
  private readonly scrapeGauges: Array<() => Promise<void>> = [];

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: latency in seconds (its _count is the request count)',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.bookings = new Counter({
      name: 'buchbar_bookings_total',
      help: 'Booking attempts by area (spaces, vehicles) and outcome (created, refused, conflict, invalid, error)',
      labelNames: ['area', 'outcome'],
      registers: [this.registry],
    });
    this.collectFailures = new Counter({
      name: 'buchbar_metrics_collect_failures_total',
      help: 'Scrape-time collections (database counts) that failed or timed out',
      labelNames: ['collector'],
      registers: [this.registry],
    });
  }

  /** One finished request; `route` is the route pattern (never the raw URL). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  bookingAttempt(area: BookingArea, outcome: BookingOutcome): void {
    this.bookings.inc({ area, outcome });
  }

  /**
   * A gauge read on scrape with a time limit: a failing or slow collector leaves its gauge
   * without samples (labelled gauges; give a collector that can fail labels) and counts in
   * `buchbar_metrics_collect_failures_total`; the scrape still answers.
   */
  addScrapeGauge(gauge: ScrapeGauge): void {
    const metric = new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: gauge.labelNames ?? [],
      registers: [this.registry],
    });
    this.scrapeGauges.push(async () => {
      metric.reset();
      try {
        for (const s of await withTimeout(Promise.resolve(gauge.collect()), COLLECT_TIMEOUT_MS))
          if (s.labels) metric.set(s.labels, s.value);
          else metric.set(s.value);
      } catch {
        this.collectFailures.inc({ collector: gauge.name });
      }
    });
  }

  /** The exposition text: the scrape-time gauges are read first, together, then everything is written. */
  async scrape(): Promise<string> {
    await Promise.all(this.scrapeGauges.map((refresh) => refresh()));
    return this.registry.metrics();
  }

  /** The connection pool's state and whether the database answers (`buchbar_database_up`). */
  addPoolGauges(pool: pg.Pool): void {
    this.addScrapeGauge({
      name: 'buchbar_db_pool_connections',
      help: 'Connections of this instance pool by state (in_use, idle)',
      labelNames: ['state'],
      collect: () => [
        { labels: { state: 'in_use' }, value: pool.totalCount - pool.idleCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
      ],
    });
    this.addScrapeGauge({
      name: 'buchbar_db_pool_waiting',
      help: 'Queries waiting for a free connection of this instance pool',
      collect: () => [{ value: pool.waitingCount }],
    });
    this.addScrapeGauge({
      name: 'buchbar_database_up',
      help: '1 when the database answered select 1 within the scrape time limit, else 0',
      collect: async () => {
        const up = await withTimeout(pool.query('select 1'), COLLECT_TIMEOUT_MS).then(
          () => 1,
          () => 0,
        );
        return [{ value: up }];
      },
    });
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
