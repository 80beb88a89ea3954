import { auditLog } from '@buchbar/db/schema/audit';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { NewAuditEntry } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/database/database';

export async function insertAudit(db: Db, e: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: e.tenantId,
    level: e.level,
    category: e.category,
    message: e.message,
    actorUserId: e.actorUserId ?? null,
    // The event and its params ride in `details` (no column of their own): the list presents them.
    details: wellFormed({ ...(e.details ?? {}), event: e.event, params: e.params ?? {} }),
  });
}

export async function listAudit(
  db: Db,
  tenantId: string,
  q: { category?: string; page: number; pageSize: number },
) {
  const filters: SQL[] = [eq(auditLog.tenantId, tenantId)];
  if (q.category) filters.push(eq(auditLog.category, q.category));
  const where = and(...filters);
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/**
 * jsonb refuses lone UTF-16 surrogates (`\ud800`), which typed input such as a sign-in's e-mail
 * may carry: they become U+FFFD, as they do in the text columns, so the entry is still written.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const fix = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

function wellFormed<T>(value: T): T {
  if (typeof value === 'string') return fix(value) as T;
  if (Array.isArray(value)) return value.map(wellFormed) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [fix(k), wellFormed(v)])) as T;
  return value;
}
