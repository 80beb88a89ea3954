import { SETTING_LAYERS } from '@buchbar/domain/settings-types';
import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { valueCheck } from '../value-checks';
import { updatedAt, uuidId } from './columns';
import { tenantRef } from './tenancy';

/**
 * Layered setting values (spec 3 "Feature with customizing options"): one row per
 * (tenant, layer, subject, option). The typed registry of options lives in
 * packages/domain/settings; subject is the tenant, group or user id of the layer.
 */
export const settingValues = pgTable(
  'setting_values',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    layer: text('layer', { enum: SETTING_LAYERS }).notNull(),
    subjectId: text('subject_id').notNull(),
    option: text('option').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
    /** The user who wrote the value through the API; null = the operator (seed, SQL). Issue 22 point 4. */
    updatedBy: text('updated_by'),
  },
  (t) => [
    uniqueIndex('setting_values_uq').on(t.tenantId, t.layer, t.subjectId, t.option),
    valueCheck('setting_values_layer_ck', t.layer),
  ],
);
