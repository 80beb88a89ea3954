import { AUDIT_LEVELS } from '@buchbar/domain/audit-log';
import { z } from 'zod';

export const AuditEntry = z
  .object({
    id: z.number().int(),
    level: z.enum(AUDIT_LEVELS),
    category: z.string(),
    message: z.string(),
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
