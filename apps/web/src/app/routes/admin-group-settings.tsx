import { GroupSettingsPage } from '../../features/admin-settings/components/group-settings-page';

/** The page sets its own document title through PageHeading. */
export function AdminGroupSettingsRoute() {
  return <GroupSettingsPage />;
}
