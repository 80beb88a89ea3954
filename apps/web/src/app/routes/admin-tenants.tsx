import { TenantsPage } from '../../features/admin-tenants/components/tenants-page';

/** The page sets its own document title through PageHeading. */
export function AdminTenantsRoute() {
  return <TenantsPage />;
}
