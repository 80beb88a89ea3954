import { useTranslation } from 'react-i18next';
import { UtilisationPage } from '../../features/utilisation/components/utilisation-page';
import { RequirePermission } from '../guards/require-permission';

/** /auslastung: office utilisation for admins (me.isAdmin, decided by the server). */
export function UtilisationRoute() {
  const { t } = useTranslation(['utilisation', 'errors']);
  return (
    <RequirePermission
      allowed={(me) => me.isAdmin === true}
      heading={t('errors:heading')}
      message={t('utilisation:forbidden')}
    >
      <UtilisationPage />
    </RequirePermission>
  );
}
