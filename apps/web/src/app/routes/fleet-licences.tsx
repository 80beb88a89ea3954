import { useTranslation } from 'react-i18next';
import { LicencesPage } from '../../features/fleet-licences/components/licences-page';
import { isExaminer } from '../../lib/fleet-licences';
import { RequirePermission } from '../guards/require-permission';

/** /fahrzeuge/fuehrerschein: driver's licence checks, for users with fahrzeug_fuehrerscheinpruefung. */
export function FleetLicencesRoute() {
  const { t } = useTranslation('fleetLicences');
  return (
    <RequirePermission allowed={isExaminer} message={t('forbidden')}>
      <LicencesPage />
    </RequirePermission>
  );
}
