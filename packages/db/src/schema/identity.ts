import { USER_STATUS, USER_STATUSES } from '@buchbar/domain/user-status';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { valueCheck } from '../value-checks';
import { createdAt, timestamptz, updatedAt } from './columns';
import { departments, tenants } from './tenancy';

/**
 * One row per person: better-auth's user table extended with the spec's fields
 * (ARCHITECTURE "Data model decisions"), so there is no second user table to sync.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    employeeId: text('employee_id'),
    /** 'aktiv' or 'inaktiv' (spec: status, active value "aktiv"); users are deactivated, never deleted. */
    status: text('status', { enum: USER_STATUSES }).notNull().default(USER_STATUS.active),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    sso: boolean('sso').notNull().default(false),
    platformAdmin: boolean('platform_admin').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  },
  (t) => [index('users_tenant_idx').on(t.tenantId, t.email), valueCheck('users_status_ck', t.status)],
);

/** A required reference to a user (`text`, better-auth's ids): the row goes with the user. */
export const userRef = <N extends string>(name: N) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userRef('user_id'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userRef('user_id'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth twoFactor plugin: the TOTP secret and hashed backup codes of a user. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: userRef('user_id'),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [index('two_factors_user_idx').on(t.userId)],
);
