import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidId } from './columns';
import { vehicles } from './fleet';
import { userRef } from './identity';
import { tenantRef } from './tenancy';

/**
 * Secret subscription tokens of calendar feeds (ADR 0012): a user's personal feed (vehicle_id
 * null) or a fleet manager's feed of one vehicle. Only the SHA-256 of the token is stored; one
 * token per (user, vehicle or none) — regenerating replaces the row, revoking deletes it.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    userId: userRef('user_id'),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    uniqueIndex('calendar_feed_tokens_hash_uq').on(t.tokenHash),
    unique('calendar_feed_tokens_owner_uq').on(t.tenantId, t.userId, t.vehicleId).nullsNotDistinct(),
    index('calendar_feed_tokens_vehicle_idx').on(t.vehicleId),
    // a SHA-256 in hex: a raw token can never be stored by mistake
    check('calendar_feed_tokens_hash_ck', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
