import { GroupsPage } from '../../features/admin-groups/components/groups-page';

/** The page sets its own document title through PageHeading. */
export function AdminGroupsRoute() {
  return <GroupsPage />;
}
