import { AUDIT_LEVELS } from '@buchbar/domain/audit-log';
import { AUTH_MAIL_KINDS } from '@buchbar/domain/mail-request-limits';
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { valueCheck } from '../value-checks';
import { createdAt } from './columns';
import { tenants } from './tenancy';

/** Append-only log per tenant (spec "Logging rows: level, message, category, tenant"). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    level: text('level', { enum: AUDIT_LEVELS }).notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    actorUserId: text('actor_user_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_tenant_idx').on(t.tenantId, t.createdAt),
    valueCheck('audit_log_level_ck', t.level),
    valueCheck('audit_log_category_ck', t.category),
  ],
);

/** Failed sign-ins, counted per account and per address to throttle guessing. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_failures_email_idx').on(t.email, t.createdAt),
    index('sign_in_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Requests that make the server mail a stranger-supplied address (password reset, sign-in
 * code), counted per recipient whether an account exists or not (issue 8, point 15).
 */
export const authMailRequests = pgTable(
  'auth_mail_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** AUTH_MAIL_KINDS of the domain */
    kind: text('kind', { enum: AUTH_MAIL_KINDS }).notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_mail_requests_email_idx').on(t.kind, t.email, t.createdAt),
    valueCheck('auth_mail_requests_kind_ck', t.kind),
  ],
);
