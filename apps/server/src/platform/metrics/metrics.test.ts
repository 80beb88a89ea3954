import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics';
import { isLoopback, outcomeOf } from './metrics.routes';

describe('metrics registry', () => {
  it('answers a scrape when a collector fails, and counts the failure', async () => {
    const metrics = new Metrics();
    metrics.addScrapeGauge({
      name: 'buchbar_broken',
      help: 'a collector whose database query fails',
      labelNames: ['status'],
      collect: async () => {
        throw new Error('connection refused');
      },
    });
    metrics.addScrapeGauge({
      name: 'buchbar_fine',
      help: 'a working collector',
      collect: () => [{ value: 3 }],
    });
    const text = await metrics.scrape();
    expect(text).toContain('buchbar_metrics_collect_failures_total{collector="buchbar_broken"} 1');
    expect(text).toContain('buchbar_fine 3');
    expect(text).toContain('# TYPE buchbar_broken gauge');
    expect(text).not.toMatch(/^buchbar_broken[ {]/m);
  });

  it('maps a booking answer to its outcome', () => {
    expect([201, 200, 409, 422, 403, 404, 400, 500].map(outcomeOf)).toEqual([
      'created',
      'created',
      'conflict',
      'refused',
      'refused',
      'refused',
      'invalid',
      'error',
    ]);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['203.0.113.7', '::ffff:10.0.0.1', '10.127.0.0.1', '::2', '1127.0.0.1'].some(isLoopback)).toBe(
      false,
    );
  });
});
