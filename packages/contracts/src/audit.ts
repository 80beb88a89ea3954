import { AUDIT_EVENTS, AUDIT_LEVELS } from '@buchbar/domain/audit-log';
import { z } from 'zod';

export const AuditEntry = z
  .object({
    id: z.number().int(),
    level: z.enum(AUDIT_LEVELS),
    category: z.string(),
    /** German text of the entry; screens build theirs from `event` and `params` (null: older rows). */
    message: z.string(),
    event: z.enum(AUDIT_EVENTS).nullable(),
    params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
    actorUserId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AuditEntry' });

export const AuditPage = z.object({ items: z.array(AuditEntry), total: z.number().int() });

export const AuditQuery = z.object({
  category: z.string().max(50).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
