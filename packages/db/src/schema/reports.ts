import { REPORT_INTERVALS, REPORT_KINDS } from '@buchbar/domain/fleet/report-period';
import { LANGUAGES } from '@buchbar/domain/settings-general';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { valueCheck } from '../value-checks';
import { createdAt, timestamptz, uuidId } from './columns';
import { users } from './identity';
import { tenantRef } from './tenancy';

/**
 * A periodic logbook report that was sent (spec 9 "report mail addresses and interval"; issue 13
 * point 5; ADR 0015): its period [period_start, period_end), the recipients, the language and
 * the usage summary as it was mailed. A scheduled report exists once per tenant and period
 * (partial unique index): the instance whose insert wins queues the mails in the same
 * transaction, so several instances never send one twice. Rows are never changed (trigger in
 * migration 0021); they go with their tenant.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    /** REPORT_KINDS of the domain: the interval's job, or "send now". */
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    /** The tenant's interval when the report was made (its period's name); REPORT_INTERVALS. */
    interval: text('interval', { enum: REPORT_INTERVALS }).notNull(),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    /** Who sent a manual report (null for scheduled ones, or once the account is deleted). */
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull().default(''),
    recipients: text('recipients').array().notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The usage summary as mailed (contracts ReportSummary). */
    summary: jsonb('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_scheduled_period_uq')
      .on(t.tenantId, t.periodStart, t.periodEnd)
      .where(sql`${t.kind} = 'scheduled'`),
    index('reports_tenant_created_idx').on(t.tenantId, t.createdAt),
    valueCheck('reports_kind_ck', t.kind),
    valueCheck('reports_interval_ck', t.interval),
    check('reports_period_ck', sql`${t.periodEnd} > ${t.periodStart}`),
    check('reports_recipients_ck', sql`cardinality(${t.recipients}) between 1 and 50`),
    valueCheck('reports_language_ck', t.language),
    check(
      'reports_requester_ck',
      sql`(${t.kind} = 'scheduled' and ${t.requestedBy} is null and ${t.requestedByName} = '') or (${t.kind} = 'manual' and ${t.requestedByName} <> '')`,
    ),
  ],
);
