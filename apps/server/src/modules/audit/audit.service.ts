import type { AuditLog, NewAuditEntry } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/database/database';
import { insertAudit, listAudit } from './audit.repository';

/** The audit trail: the AuditLog port other modules get handed in, and the admin's list. */
export class AuditService implements AuditLog {
  constructor(private readonly db: Db) {}

  record(db: Db, entry: NewAuditEntry): Promise<void> {
    return insertAudit(db, entry);
  }

  list(tenantId: string, q: Parameters<typeof listAudit>[2]) {
    return listAudit(this.db, tenantId, q);
  }
}
