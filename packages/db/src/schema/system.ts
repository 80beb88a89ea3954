import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/** Installation-wide values shared by all instances (e.g. the generated auth secret). */
export const systemValues = pgTable('system_values', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters shared by all instances (@fastify/rate-limit's PostgreSQL store): one row
 * per key (route + client address) and fixed window; rows past their window are swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamptz('window_start').notNull(),
    windowEnd: timestamptz('window_end').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_end_idx').on(t.windowEnd)],
);
