import { useTranslation } from 'react-i18next';
import { FleetOverviewPage } from '../../features/fleet-overview/components/fleet-overview-page';
import { RequirePermission } from '../guards/require-permission';

/** /fahrzeuge/uebersicht: the timeline of all vehicles, for fleet managers (fahrzeug_pflege). */
export function FleetOverviewRoute() {
  const { t } = useTranslation('fleetOverview');
  return (
    <RequirePermission allowed={(me) => me.permissions.includes('fahrzeug_pflege')} message={t('forbidden')}>
      <FleetOverviewPage />
    </RequirePermission>
  );
}
