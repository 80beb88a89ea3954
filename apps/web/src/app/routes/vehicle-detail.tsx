import { useTranslation } from 'react-i18next';
import { VehicleDetailPage } from '../../features/fleet/detail/vehicle-detail-page';
import { RequirePermission } from '../guards/require-permission';

/** /fahrzeuge/:vehicleId: for those who book or keep vehicles (the timeline needs one of both). */
export function VehicleDetailRoute() {
  const { t } = useTranslation('fleetBooking');
  return (
    <RequirePermission
      allowed={(me) =>
        me.permissions.includes('fahrzeug_buchen') || me.permissions.includes('fahrzeug_pflege')
      }
      message={t('detail.forbidden')}
    >
      <VehicleDetailPage />
    </RequirePermission>
  );
}
