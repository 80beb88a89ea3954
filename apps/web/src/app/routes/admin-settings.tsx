import { SettingsPage } from '../../features/admin-settings/components/settings-page';
import { SsoSection } from '../../features/admin-sso/components/sso-section';

/**
 * The page sets its own document title through PageHeading. The "Sign-in" tab (single sign-on)
 * is another feature, composed here because features do not import each other.
 */
export function AdminSettingsRoute() {
  return <SettingsPage signInPanel={<SsoSection />} />;
}
