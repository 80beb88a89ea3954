import { SettingsPage } from '../../features/admin-settings/components/settings-page';

/** The page sets its own document title through PageHeading. */
export function AdminSettingsRoute() {
  return <SettingsPage />;
}
