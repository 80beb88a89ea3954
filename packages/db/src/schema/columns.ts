import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Column builders the tables share. They only name what every table spells alike; the SQL they
 * make is the same as the spelled-out builders' (`npm run db:generate` finds no change).
 */

/** `id uuid primary key default gen_random_uuid()`. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** `timestamp with time zone`: every instant is stored with its zone. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** `updated_at timestamptz not null default now()`. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A required uuid reference to a row this one belongs to: deleting that row deletes this one. */
export const ownedBy = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });
