import { RolesPage } from '../../features/admin-roles/components/roles-page';

/** The page sets its own document title through PageHeading. */
export function AdminRolesRoute() {
  return <RolesPage />;
}
