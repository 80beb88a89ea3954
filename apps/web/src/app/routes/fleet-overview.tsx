import { useTranslation } from 'react-i18next';
import { FleetOverviewPage } from '../../features/fleet-overview/components/fleet-overview-page';
import { RequirePermission } from '../guards/require-permission';

/** /fahrzeuge/uebersicht: the timeline of all vehicles, for fleet managers (fahrzeug_pflege). */
export function FleetOverviewRoute() {
  const { t } = useTranslation(['fleetOverview', 'errors']);
  return (
    <RequirePermission
      allowed={(me) => me.permissions.includes('fahrzeug_pflege')}
      heading={t('errors:heading')}
      message={t('fleetOverview:forbidden')}
    >
      <FleetOverviewPage />
    </RequirePermission>
  );
}
