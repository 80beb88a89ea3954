import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide values shared by all instances (e.g. the generated auth secret). */
export const systemValues = pgTable('system_values', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
