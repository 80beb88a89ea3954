import { useTranslation } from 'react-i18next';
import { OpeningHoursPage } from '../../features/admin-opening-hours/components/opening-hours-page';
import { RequirePermission } from '../guards/require-permission';

/** /admin/oeffnungszeiten: any admin passes the spec 5 guard; this page also needs oeffnungszeiten_pflege. */
export function AdminOpeningHoursRoute() {
  const { t } = useTranslation('adminOpeningHours');
  return (
    <RequirePermission
      allowed={(me) => me.permissions.includes('oeffnungszeiten_pflege')}
      message={t('forbidden')}
    >
      <OpeningHoursPage />
    </RequirePermission>
  );
}
