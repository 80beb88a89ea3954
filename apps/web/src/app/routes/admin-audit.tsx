import { AuditPage } from '../../features/admin-audit/components/audit-page';

/** The page sets its own document title through PageHeading. */
export function AdminAuditRoute() {
  return <AuditPage />;
}
