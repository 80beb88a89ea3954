import { UsersPage } from '../../features/admin-users/components/users-page';

/** The page sets its own document title through PageHeading. */
export function AdminUsersRoute() {
  return <UsersPage />;
}
