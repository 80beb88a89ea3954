import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NewVehiclePage, VehiclePage } from '../../features/admin-fleet/components/vehicle-page';
import { VehiclesPage } from '../../features/admin-fleet/components/vehicles-page';
import { RequirePermission } from '../guards/require-permission';

/** Any admin passes the spec 5 guard of /admin/fahrzeuge; these pages also need fahrzeug_pflege. */
function RequireFleetCare({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('adminFleet');
  return (
    <RequirePermission allowed={(me) => me.permissions.includes('fahrzeug_pflege')} message={t('forbidden')}>
      {children}
    </RequirePermission>
  );
}

/** /admin/fahrzeuge: the fleet administration list. */
export function AdminFleetRoute() {
  return (
    <RequireFleetCare>
      <VehiclesPage />
    </RequireFleetCare>
  );
}

/** /admin/fahrzeuge/neu and /admin/fahrzeuge/:vehicleId. */
export function AdminVehicleRoute() {
  const { vehicleId = '' } = useParams();
  return (
    <RequireFleetCare>
      {vehicleId === 'neu' ? <NewVehiclePage /> : <VehiclePage key={vehicleId} vehicleId={vehicleId} />}
    </RequireFleetCare>
  );
}
